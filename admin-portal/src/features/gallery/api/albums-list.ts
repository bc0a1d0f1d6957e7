import { galleryDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The gallery manager's list, for its page and its route's loader. As the gallery shows them: newest first. */
export const albumsList = listRead(galleryDomain, ['-album_date', '-created_at']);
