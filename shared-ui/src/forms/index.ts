// Forms: react-hook-form + zod, the same way in every app. A subpath of its own so pages without a form
// (most of what a visitor opens first) never download either library.
import './zod-csp';

export * from './use-zod-form';
export * from './form-field';
export * from './switch-form-field';
export * from './form';
export * from './use-one-submission';
export * from '../components/checkbox/checkbox';
export * from '../components/switch/switch';
export { Controller, useWatch, useFieldArray, type SubmitHandler } from 'react-hook-form';
