import { CalendarSync, Copy } from 'lucide-react';
import { Button, buttonClassName, VisuallyHidden } from 'shared-ui';
import { calendarFeedUrl, googleSubscribeUrl, webcalUrl } from '../api/calendar-links';
import callout from '../../../lib/callout.module.css';
import { copyLink } from '../../../lib/copy-link';

const copyFeedLink = () =>
  copyLink(
    calendarFeedUrl(),
    'Calendar link copied: paste it into your calendar app’s “add by URL”.',
    'Your browser would not copy the link. Use one of the buttons instead.',
  );

/** The church calendar in a member's own calendar app, kept up to date by the app (the events-ics feed). */
export function SubscribeCalendar() {
  return (
    <aside className={callout.callout} aria-labelledby="subscribe-title">
      <div>
        <h2 id="subscribe-title">Subscribe to our calendar</h2>
        <p>
          Every service and event in your phone’s calendar, with changes and cancellations as we make them.
        </p>
      </div>
      <div className={callout.actions}>
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
        <Button variant="ghost" icon={<Copy size={18} />} onClick={() => void copyFeedLink()}>
          Copy link
        </Button>
      </div>
    </aside>
  );
}
