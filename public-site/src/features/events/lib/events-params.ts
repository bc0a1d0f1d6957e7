import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventsDomain } from 'shared-ui/data';
import type { Occurrence } from 'shared-ui/occurrences';
import { currentMonth, parseMonth } from './calendar-month';

export type EventsView = 'list' | 'month';

/** The visitor's last choice of list or month, on this device. */
const VIEW_KEY = 'piwc:events-view';

function rememberedView(): EventsView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'month' ? 'month' : 'list';
  } catch {
    return 'list'; // storage blocked (private mode): the list is the default
  }
}

/**
 * What /events shows, kept in the address so a view can be shared and Back returns to it: the view (else
 * the remembered one), the month and chosen day of the calendar, past or upcoming for the list, a category.
 */
export function useEventsParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: EventsView = asked === 'month' || asked === 'list' ? asked : rememberedView();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setView = useCallback(
    (next: EventsView) => {
      try {
        localStorage.setItem(VIEW_KEY, next);
      } catch {
        // not remembered, still shown
      }
      update({ view: next });
    },
    [update],
  );
  return {
    view,
    month: parseMonth(params.get('month')) ?? currentMonth(),
    day: params.get('day') ?? undefined,
    past: params.get('when') === 'past',
    category: params.get('category') ?? undefined,
    update,
    setView,
  };
}

/** An occurrence's own page: a series' date is named by its rule's day, a one-off event by its id. */
export const occurrencePath = (o: Occurrence) =>
  o.recurring ? `${eventsDomain.publicPaths.of(o.event)}?on=${o.day}` : eventsDomain.publicPaths.of(o.event);
