import { contactMessagesDomain, type ContactMessage } from 'shared-ui/data';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { db, writtenRow } from '../../../lib/supabase';

export const markMessageHandled = (id: string) =>
  writtenRow<ContactMessage>(
    db().from('contact_messages').update({ handled: true }).eq('id', id).select(),
    'change',
  );

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: async (message) => {
      toast.success(`Message from ${message.name} marked as handled`);
      await queryClient.invalidateQueries({ queryKey: contactMessagesDomain.keys.all });
    },
    onError: (error) => toast.error(`Not marked: ${describeError(error)}`),
  });
}
