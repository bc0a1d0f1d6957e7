import { useQueryClient } from 'shared-ui/query';
import { Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, pictureSourceSet } from 'shared-ui';
import { Input } from 'shared-ui/inputs';
import { galleryDomain, type GalleryPhoto } from 'shared-ui/data';
import { FileDrop, IMAGES } from 'shared-ui/uploads';
import { QueryView } from '../../../lib/query-view';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { SmallButton } from '../../../lib/small-button';
import { invalidateDomain } from '../../content-manager';
import { ReorderList } from '../../content-manager';
import { useUploadQueue } from '../../content-manager';
import { nextDisplayOrder } from '../../content-manager';
import { addAlbumPhoto } from '../api/add-album-photo';
import { useAlbumPhotos } from '../api/get-album-photos';
import { usePhotoMutations } from '../api/use-photo-mutations';
import styles from './album-photos.module.css';

/** An album's photos: add several at once (per-file progress), caption, order, delete. */
/** A grid thumbnail from the photo's variants (or the original on a plan without transformations). */
const thumbnailSources = (photo: GalleryPhoto) => {
  const { src, srcSet } = pictureSourceSet(photo.image_url, photo.image_meta);
  return { src, srcSet };
};

export function AlbumPhotos({ albumId }: { albumId: string }) {
  const queryClient = useQueryClient();
  const photos = useAlbumPhotos(albumId);
  const mutations = usePhotoMutations();
  const deleting = useConfirmItem<GalleryPhoto>();
  const queue = useUploadQueue(async (file, onProgress) => {
    // Read the current list at upload time, so photos added in one batch keep their order.
    const current =
      queryClient.getQueryData<GalleryPhoto[]>([...galleryDomain.keys.adminDetail(albumId), 'photos']) ?? [];
    const row = await addAlbumPhoto(albumId, file, nextDisplayOrder(current), onProgress);
    queryClient.setQueryData<GalleryPhoto[]>(
      [...galleryDomain.keys.adminDetail(albumId), 'photos'],
      (all) => [...(all ?? []), row],
    );
    await invalidateDomain(queryClient, galleryDomain.keys);
  });
  const list = photos.data ?? [];
  const labelOf = (photo: GalleryPhoto) => photo.caption || `Photo ${list.indexOf(photo) + 1}`;

  return (
    <div className={styles.root}>
      <FileDrop
        title="Add photos: drag them here or"
        buttonLabel="Choose photos"
        accept={IMAGES.types}
        maxSize={IMAGES.maxBytes}
        multiple
        {...queue.dropProps}
      />
      {queue.items.some((i) => i.status === 'done') && !queue.busy ? (
        <Button variant="ghost" size="sm" onClick={queue.clearFinished} className={styles.clear}>
          Clear finished uploads
        </Button>
      ) : null}

      <QueryView query={photos} lines={4} what="the photos" empty="No photos in this album yet">
        {(list) => (
          <>
            <ul className={styles.grid} aria-label="Photos in this album">
              {list.map((photo, index) => (
                <li key={photo.id} className={styles.photo}>
                  <img
                    {...thumbnailSources(photo)}
                    sizes="(min-width: 768px) 14rem, 50vw"
                    alt={photo.caption || `Photo ${index + 1}`}
                    loading="lazy"
                  />
                  <form
                    className={styles.caption}
                    onSubmit={(event) => {
                      event.preventDefault();
                      const caption = new FormData(event.currentTarget).get('caption');
                      mutations.caption.mutate({ id: photo.id, caption: String(caption ?? '') });
                    }}
                  >
                    <label htmlFor={`caption-${photo.id}`} className={styles.captionLabel}>
                      Caption of photo {index + 1}
                    </label>
                    <Input
                      id={`caption-${photo.id}`}
                      name="caption"
                      defaultValue={photo.caption ?? ''}
                      maxLength={300}
                    />
                    <div className={styles.photoActions}>
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        aria-label={`Save caption of photo ${index + 1}`}
                      >
                        Save caption
                      </Button>
                      <SmallButton
                        icon={Trash2}
                        onClick={() => deleting.ask(photo)}
                        aria-label={`Delete photo ${index + 1}`}
                      >
                        Delete
                      </SmallButton>
                    </div>
                  </form>
                </li>
              ))}
            </ul>
            {list.length > 1 ? (
              <section aria-labelledby={`order-${albumId}`} className={styles.order}>
                <h3 id={`order-${albumId}`}>Order of the photos</h3>
                <ReorderList
                  label="Order of the photos"
                  items={list}
                  labelOf={labelOf}
                  disabled={mutations.reorder.isPending}
                  onReorder={(ordered) => {
                    queryClient.setQueryData([...galleryDomain.keys.adminDetail(albumId), 'photos'], ordered);
                    mutations.reorder.mutate(ordered);
                  }}
                />
              </section>
            ) : null}
          </>
        )}
      </QueryView>
      <ConfirmDialog
        {...deleting.dialogProps(mutations.remove.mutateAsync)}
        title="Delete this photo?"
        description="The photo and its file are removed for good."
        confirmLabel="Delete photo"
        tone="danger"
      />
    </div>
  );
}
