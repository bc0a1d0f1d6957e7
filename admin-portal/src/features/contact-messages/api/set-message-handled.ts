import { contactMessagesDomain, type ContactMessage } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { db, writtenRow } from '../../../lib/supabase';

export const setMessageHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  writtenRow<ContactMessage>(
    db().from('contact_messages').update({ handled }).eq('id', id).select(),
    'change',
  );

/** Handled is a state, not a deletion: the toast offers to undo it, and so does the message itself. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: setMessageHandled,
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: contactMessagesDomain.keys.all });
      toast.success(
        message.handled
          ? `Message from ${message.name} marked as handled`
          : `Message from ${message.name} is unread again`,
        {
          action: {
            label: 'Undo',
            onClick: () => mutation.mutate({ id: message.id, handled: !message.handled }),
          },
        },
      );
    },
    onError: (error) => toast.error(`Not changed: ${describeError(error)}`),
  });
  return mutation;
}
