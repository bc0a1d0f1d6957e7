import { useNavigate, useSearchParams } from 'react-router-dom';
import { ImageViewer } from 'shared-ui';
import { DetailSkeleton } from '../../../lib/detail-skeleton';
import { QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { galleryPhotosTable, type GalleryAlbumWithPhotos } from 'shared-ui/data';
import { useAlbum } from '../api/get-album';
import { photoAlt } from '../components/photo-alt';
import styles from './image-viewer-page.module.css';

function AlbumViewer({ album, photoId }: { album: GalleryAlbumWithPhotos; photoId: string | null }) {
  const navigate = useNavigate();
  const photos = album.gallery_photos;
  const index = Math.max(
    photos.findIndex((p) => p.id === photoId),
    0,
  );
  const photo = photos[index];
  useDocumentMeta(
    photo ? `${photoAlt(album.title, photo, index)} · ${album.title}` : album.title,
    album.description ?? `Photos from ${album.title}.`,
  );
  const images = photos.map((p, i) => ({
    src: p.image_url,
    meta: p.image_meta,
    alt: photoAlt(album.title, p, i),
    caption: p.caption ?? undefined,
  }));

  return (
    <>
      {/* The page's own heading; the viewer above it is a modal dialog named after the album. */}
      <h1 className={styles.title}>{album.title}</h1>
      <ImageViewer
        images={images}
        index={index}
        title={album.title}
        loop
        // Moving between photos replaces the entry, so Back leaves the viewer instead of replaying each photo.
        onIndexChange={(next) =>
          photos[next] && navigate(galleryPhotosTable.publicPath(photos[next]), { replace: true })
        }
        onClose={() => navigate(`/gallery#album-${album.id}`)}
      />
    </>
  );
}

/** /image-viewer?album=<id>&photo=<id>: a shareable, reload-safe photo, outside the site layout. */
export function ImageViewerPage() {
  const [params] = useSearchParams();
  const album = useAlbum(params.get('album') ?? undefined);
  return (
    <main className={styles.page}>
      <QueryView query={album} skeleton={<DetailSkeleton />} errorTitle="We couldn’t load this album.">
        {(data) => <AlbumViewer album={data} photoId={params.get('photo')} />}
      </QueryView>
    </main>
  );
}
