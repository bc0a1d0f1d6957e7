export { PicturesPage } from './pages/pictures-page';
