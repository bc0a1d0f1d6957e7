import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { db, writtenRow } from '../../../lib/supabase';
import type { ContactMessage } from '../types';
import { contactMessageKeys } from './keys';

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
      await queryClient.invalidateQueries({ queryKey: contactMessageKeys.all });
    },
    onError: (error) => toast.error(`Not marked: ${describeError(error)}`),
  });
}
