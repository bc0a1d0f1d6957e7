// What the layout shows once the first screen is in, in one chunk: one request after the first screen instead of
// one per part, and one gzip stream (two small chunks cost ~270 B more).
export { SearchBox } from '../features/search';
export { SiteFooter } from './site-footer';
