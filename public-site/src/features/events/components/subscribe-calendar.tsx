import { CalendarSync } from 'lucide-react';
import { buttonClassName, VisuallyHidden } from 'shared-ui';
import { calendarFeedUrl, googleSubscribeUrl, webcalUrl } from '../api/calendar-links';
import { CopyLinkButton, FeedCallout } from '../../../lib/feed-callout';

/** The church calendar in a member's own calendar app, kept up to date by the app (the events-ics feed). */
export function SubscribeCalendar() {
  return (
    <FeedCallout
      id="subscribe-title"
      title="Subscribe to our calendar"
      description="Every service and event in your phone’s calendar, with changes and cancellations as we make them."
      actions={
        <>
          <a className={buttonClassName()} href={webcalUrl()}>
            <CalendarSync size={18} aria-hidden="true" /> Apple, Outlook or phone calendar
          </a>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={googleSubscribeUrl()}
            target="_blank"
            rel="noreferrer"
          >
            Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
          <CopyLinkButton
            url={calendarFeedUrl}
            variant="ghost"
            copied="Calendar link copied: paste it into your calendar app’s “add by URL”."
            refused="Your browser would not copy the link. Use one of the buttons instead."
          >
            Copy link
          </CopyLinkButton>
        </>
      }
    />
  );
}
