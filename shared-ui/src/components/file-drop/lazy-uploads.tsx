import type { ImageUploadProps } from '../image-upload/image-upload';
import { Skeleton } from '../skeleton/skeleton';
import { lazyComponent } from '../../lib/lazy-component';
import type { FileDropItem, FileDropProps, FileDropStatus } from './file-drop';

const uploads = () => import('./uploads');
const box = () => <Skeleton height="9rem" radius="var(--radius-lg)" />;

export const FileDrop = lazyComponent<FileDropProps>(() => uploads().then((m) => m.FileDrop), box);
export const ImageUpload = lazyComponent<ImageUploadProps>(() => uploads().then((m) => m.ImageUpload), box);

export type { FileDropItem, FileDropProps, FileDropStatus, ImageUploadProps };
