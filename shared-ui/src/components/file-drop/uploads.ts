// One chunk for the react-dropzone based parts.
export { FileDrop } from './file-drop';
export { ImageUpload } from '../image-upload/image-upload';
