import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { QueryView } from '../../../lib/query-view';
import type { GalleryAlbumWithPhotos } from '../../../types/content';
import { useAlbum } from '../api/get-album';
import { viewerPath } from '../viewer-path';
import styles from './image-viewer-page.module.css';

function Viewer({ album, photoId }: { album: GalleryAlbumWithPhotos; photoId: string | null }) {
  const navigate = useNavigate();
  const photos = album.gallery_photos;
  const found = photos.findIndex((p) => p.id === photoId);
  const index = found === -1 ? 0 : found;
  const photo = photos[index];
  const caption = photo?.caption ?? `Photo ${index + 1}`;
  useDocumentMeta(`${caption} · ${album.title}`, album.description ?? `Photos from ${album.title}.`);

  // Stepping through photos replaces the entry, so Back leaves the viewer instead of replaying each photo.
  const go = useCallback(
    (step: number) => {
      const next = photos[(index + step + photos.length) % photos.length];
      if (next) navigate(viewerPath(album.id, next.id), { replace: true });
    },
    [album.id, index, navigate, photos],
  );
  const close = `/gallery#album-${album.id}`;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'Escape') navigate(close);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, navigate, close]);

  return (
    <div className={styles.viewer}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{album.title}</h1>
        <Link to={close} className={styles.control}>
          Close
        </Link>
      </header>
      {photo ? (
        <figure className={styles.figure}>
          <img src={photo.image_url} alt={caption} className={styles.image} />
          <figcaption className={styles.caption}>
            {caption}{' '}
            <span className={styles.count}>
              ({index + 1} of {photos.length})
            </span>
          </figcaption>
        </figure>
      ) : (
        <p className={styles.caption}>This album has no photos yet.</p>
      )}
      {photos.length > 1 && (
        <nav aria-label="Photos" className={styles.nav}>
          <button type="button" className={styles.control} onClick={() => go(-1)}>
            ← Previous
          </button>
          <button type="button" className={styles.control} onClick={() => go(1)}>
            Next →
          </button>
        </nav>
      )}
    </div>
  );
}

/** /image-viewer?album=<id>&photo=<id>: a shareable, reload-safe photo, outside the site layout. */
export function ImageViewerPage() {
  const [params] = useSearchParams();
  const album = useAlbum(params.get('album') ?? undefined);
  return (
    <main className={styles.page}>
      <QueryView query={album} errorTitle="We couldn’t load this album.">
        {(data) => <Viewer album={data} photoId={params.get('photo')} />}
      </QueryView>
    </main>
  );
}
