import { contactMessagesDomain } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { db, writtenRow } from '../../../lib/supabase';

export const deleteMessage = (id: string) =>
  writtenRow<{ id: string; name: string }>(
    db().from('contact_messages').delete().eq('id', id).select('id, name'),
    'deletion',
  );

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: async (message) => {
      toast.success(`Message from ${message.name} deleted`);
      await queryClient.invalidateQueries({ queryKey: contactMessagesDomain.keys.all });
    },
    onError: (error) => toast.error(`Not deleted: ${describeError(error)}`),
  });
}
