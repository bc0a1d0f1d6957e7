import { addressLine, serviceTimeLabel } from 'shared-ui/church';
import type { ServiceTime, SocialLink } from 'shared-ui/data';
import { PreviewFrame } from '../../../lib/preview-frame';
import styles from './footer-preview.module.css';

/** The form's list rows as typed so far: only those complete enough to show. */
const listOf = <T,>(value: unknown, complete: (item: T) => boolean): T[] =>
  Array.isArray(value) ? (value as T[]).filter(complete) : [];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Roughly how the public footer will read with the values in the form, before saving: the address, the service
 * times as visitors will see them ("Sundays, 8:00 am"), the phone, e-mail and social links.
 */
export function FooterPreview({ values }: { values: Record<string, unknown> }) {
  const address = addressLine({
    street_address: text(values.street_address),
    locality: text(values.locality),
    region: text(values.region),
  });
  const times = listOf<ServiceTime>(values.service_times, (s) =>
    Boolean(text(s.name) && s.time && s.days?.length),
  );
  const social = listOf<SocialLink>(values.social_links, (s) => Boolean(text(s.label)));
  const contact = [text(values.phone), text(values.email), ...social.map((s) => s.label)].filter(Boolean);
  return (
    <PreviewFrame title="How the footer will look">
      <div className={styles.footer}>
        <div>
          <p className={styles.heading}>Visit us</p>
          <p>{address || 'Your address appears here.'}</p>
        </div>
        <div>
          <p className={styles.heading}>Service times</p>
          {times.length > 0 ? (
            <ul>
              {times.map((s, i) => (
                <li key={i}>
                  <strong>{s.name}</strong> {serviceTimeLabel(s)}
                </li>
              ))}
            </ul>
          ) : (
            <p>Add a service time with its days and time.</p>
          )}
        </div>
        <div>
          <p className={styles.heading}>Contact</p>
          <ul>
            {contact.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </PreviewFrame>
  );
}
