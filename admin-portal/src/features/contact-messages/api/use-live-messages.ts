import { useEffect } from 'react';
import { getSupabase } from 'shared-auth';
import { contactMessagesDomain } from 'shared-ui/data';
import { useQueryClient } from 'shared-ui/query';

/**
 * The private Broadcast channel the database announces inbox changes on; only admins may join it
 * (supabase/migrations/20261205100000_office_live_broadcast.sql).
 */
const INBOX_TOPIC = 'office-inbox';

/** Changes that arrive together (several messages deleted at once) cause one refetch. */
const COALESCE_MS = 150;

/**
 * New messages appear without a reload, in the inbox and on the dashboard. The announcement carries no message:
 * the lists are read again, so filters, search and paging stay the server's. Each join (the first, and after a
 * reconnect) reads them again too, since messages may have come while the channel was not listening. Mounted
 * once, by the admin layout, so pages that come and go never race to leave and join the same topic.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: contactMessagesDomain.keys.all });
      }, COALESCE_MS);
    };
    const supabase = getSupabase();
    const channel = supabase
      .channel(INBOX_TOPIC, { config: { private: true } })
      .on('broadcast', { event: '*' }, refetch)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refetch();
      });
    return () => {
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);
}
