import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { invalidateDomain } from '../../content-manager';
import { galleryDomain, type GalleryPhoto } from 'shared-ui/data';
import { deletePhoto } from './delete-photo';
import { reorderPhotos } from './reorder-photos';
import { updatePhotoCaption } from './update-photo';

/** An album's photo edits; each refreshes the gallery (admin and public) and the dashboard. */
export function usePhotoMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateDomain(queryClient, galleryDomain.keys);
  const fail = (what: string) => (error: unknown) => toast.error(`${what}: ${describeError(error)}`);
  return {
    caption: useMutation({
      mutationFn: ({ id, caption }: { id: string; caption: string }) => updatePhotoCaption(id, caption),
      onSuccess: async () => {
        toast.success('Caption saved');
        await refresh();
      },
      onError: fail('Caption not saved'),
    }),
    remove: useMutation({
      mutationFn: (photo: GalleryPhoto) => deletePhoto(photo),
      onSuccess: async () => {
        toast.success('Photo deleted');
        await refresh();
      },
      onError: fail('Photo not deleted'),
    }),
    reorder: useMutation({
      mutationFn: reorderPhotos,
      onSuccess: () => toast.success('Order saved'),
      onError: fail('The new order was not saved'),
      onSettled: refresh,
    }),
  };
}
