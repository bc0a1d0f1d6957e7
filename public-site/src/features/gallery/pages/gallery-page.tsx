import { Link } from 'react-router-dom';
import { ResponsiveImage } from 'shared-ui';
import { formatCalendarDay } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { ListPage } from '../../../lib/list-page';
import { useAlbums } from '../api/get-albums';
import { galleryPhotosTable } from 'shared-ui/data';
import { photoAlt } from '../components/photo-alt';
import styles from './gallery-page.module.css';

export function GalleryPage() {
  const albums = useAlbums();
  return (
    <ListPage
      path="/gallery"
      description="Moments from our life together. Select a photo to see it full size."
      query={albums}
      count={6}
      empty="No albums yet: photos from our next event will appear here."
    >
      {(list) => (
        <div className={page.stack}>
          {list.map((album, albumIndex) => (
            <section
              key={album.id}
              id={`album-${album.id}`}
              className={styles.album}
              aria-labelledby={`album-title-${album.id}`}
            >
              <div className={page.sectionHeader}>
                <h2 id={`album-title-${album.id}`}>{album.title}</h2>
                {album.album_date && (
                  <p className={page.meta}>
                    <time dateTime={album.album_date}>{formatCalendarDay(album.album_date)}</time>
                  </p>
                )}
              </div>
              {album.description && <p className={page.meta}>{album.description}</p>}
              {album.gallery_photos.length === 0 ? (
                <p className={page.meta}>Photos for this album are on their way.</p>
              ) : (
                <ul className={styles.photos}>
                  {album.gallery_photos.map((photo, index) => (
                    <li key={photo.id}>
                      <Link to={galleryPhotosTable.publicPath(photo)} className={styles.photoLink}>
                        <ResponsiveImage
                          src={photo.image_url}
                          meta={photo.image_meta}
                          alt={photoAlt(album.title, photo, index)}
                          aspectRatio="4 / 3"
                          sizes="(min-width: 768px) 220px, 50vw"
                          priority={albumIndex === 0 && index === 0}
                          className={styles.photo}
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </ListPage>
  );
}
