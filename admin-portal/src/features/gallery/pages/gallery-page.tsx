import { ContentManagerPage } from '../../content-manager/components/content-manager-page';
import { AlbumPhotos } from '../components/album-photos';
import { galleryConfig } from '../gallery-config';

export function GalleryPage() {
  return (
    <ContentManagerPage
      config={galleryConfig}
      detail={{ label: 'Photos', render: (album) => <AlbumPhotos albumId={album.id} /> }}
    />
  );
}
