// Form controls without a form library: pages that take input (contact, sign-in, the admin portal) import them;
// a subpath of its own so the first screen, which takes none, doesn't download them.
export * from '../components/field/field';
export { useFieldControl } from '../components/field/field-context';
export * from '../components/input/input';
export * from '../components/input/date-time-input';
export * from '../components/select/lazy-select';
export * from '../components/select/native-select';
