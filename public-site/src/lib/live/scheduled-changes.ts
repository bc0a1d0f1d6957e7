import { getPublicClient } from 'shared-ui/connection';

/** The view of coming instants an open page watches (bench counts its read apart from the page's content reads). */
export const SCHEDULED_CHANGES_VIEW = 'scheduled_changes';

/** A timer longer than this is set again from a fresh read instead (setTimeout overflows past ~24.8 days). */
const LONGEST_WAIT_MS = 6 * 3_600_000;
/** Open pages read again up to this long after the instant, at random, so a crowd does not arrive at once. */
const SPREAD_MS = 20_000;

/**
 * The clock passing a scheduled item's `publish_at` or `expires_at` changes what visitors may read, but no
 * write happens, so no broadcast is sent. `public.scheduled_changes` holds only those coming instants (no
 * table, no row: a visitor learns nothing of what is scheduled), so an open page reads the next one and
 * reads its content again once it has passed. Returns `reread` (after a content change, the next instant may
 * have moved) and `stop`. Read as a visitor whoever is signed in: the instants are the same for everyone.
 */
export function watchScheduledChanges(arrived: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let generation = 0;

  const reread = async () => {
    const mine = ++generation;
    const { data, error } = await getPublicClient()
      .from(SCHEDULED_CHANGES_VIEW)
      .select('at')
      .order('at')
      .limit(1);
    if (stopped || mine !== generation || error) return;
    clearTimeout(timer);
    timer = undefined;
    const next = data?.[0]?.at;
    if (!next) return;
    const wait = Date.parse(next) - Date.now();
    if (wait > LONGEST_WAIT_MS) {
      timer = setTimeout(() => void reread(), LONGEST_WAIT_MS);
      return;
    }
    timer = setTimeout(
      () => {
        arrived();
        void reread();
      },
      Math.max(wait, 0) + Math.random() * SPREAD_MS,
    );
  };

  void reread();
  return {
    reread: () => void reread(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
