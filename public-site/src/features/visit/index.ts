export { visitPageQuery } from './api/get-visit-page';
