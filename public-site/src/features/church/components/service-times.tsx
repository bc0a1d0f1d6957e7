import { serviceTimeLabel } from 'shared-ui/church';
import type { ServiceTime } from 'shared-ui/data';
import page from '../../../lib/page.module.css';

/**
 * The church's service times as the office keeps them (/admin/settings): "First Service Sundays, 8:00 am",
 * with the office's note ("Children's church runs alongside") where the page has room for it.
 */
export function ServiceTimes({
  times,
  className,
  withNotes = false,
  label,
}: {
  times: ServiceTime[];
  className?: string;
  withNotes?: boolean;
  label?: string;
}) {
  if (times.length === 0) return <p>Our service times will be published here soon.</p>;
  return (
    <ul className={className} aria-label={label}>
      {times.map((s) => (
        <li key={`${s.name}-${s.time}`}>
          <strong>{s.name}</strong> {serviceTimeLabel(s)}
          {withNotes && s.note ? <span className={page.meta}> — {s.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
