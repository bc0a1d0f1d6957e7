import { ContentManagerPage } from '../../content-manager';
import { AlbumPhotos } from '../components/album-photos';
import { galleryManager } from '../api/gallery-manager';

export function GalleryPage() {
  return (
    <ContentManagerPage
      config={galleryManager}
      detail={{ label: 'Photos', render: (album) => <AlbumPhotos albumId={album.id} /> }}
    />
  );
}
