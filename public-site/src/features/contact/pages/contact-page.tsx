import { lazy, Suspense } from 'react';
import { Card, CardBody, PageHeader, SkeletonText, useAfterFirstScreen } from 'shared-ui';
import { ExternalLink, telHref, whatsAppHref } from '../../../lib/church-contact';
import page from '../../../lib/page.module.css';
import { usePageText } from '../../../lib/use-page-text';
import { QueryView } from '../../../lib/query-view';
import { ChurchAddress, ChurchDirections, ServiceTimes, useChurchSettings } from '../../church';
import styles from './contact-page.module.css';

// The form's code (react-hook-form, zod, the inputs: ~55 KB gzip) comes once the first screen is shown (under
// the splash there is nothing to type into): in one chunk with the page, a phone waited for it before showing the
// page's words and the church's address (Lighthouse's LCP 3.3 s, the slowest public page).
const ContactForm = lazy(async () => ({ default: (await import('../components/contact-form')).ContactForm }));

export function ContactPage() {
  const settings = useChurchSettings();
  const { title } = usePageText('/contact');
  const formWanted = useAfterFirstScreen();
  const formPending = (
    <div className={styles.formPending}>
      <SkeletonText lines={8} />
    </div>
  );
  return (
    <>
      <PageHeader
        title={title}
        description="Questions, prayer requests or planning a visit? We would love to hear from you."
      />
      <div className={styles.columns}>
        <Card as="section" aria-labelledby="contact-details">
          <CardBody>
            <h2 id="contact-details" className={styles.heading}>
              Find us
            </h2>
            <QueryView
              query={settings}
              skeleton={
                <div className={styles.detailsPending}>
                  {/* The address, the directions with phone and e-mail, the service times. */}
                  <SkeletonText lines={3} />
                  <SkeletonText lines={8} />
                  <SkeletonText lines={8} />
                </div>
              }
              errorTitle="We couldn’t load our address and service times."
              headingLevel={3}
            >
              {(details) => (
                <>
                  <ChurchAddress settings={details} className={styles.address} />
                  <ChurchDirections
                    settings={details}
                    more={[
                      ['Phone', details.phone && <a href={telHref(details.phone)}>{details.phone}</a>],
                      [
                        'WhatsApp',
                        details.whatsapp && (
                          <ExternalLink href={whatsAppHref(details.whatsapp)}>
                            {details.whatsapp}
                          </ExternalLink>
                        ),
                      ],
                      ['Email', details.email && <a href={`mailto:${details.email}`}>{details.email}</a>],
                    ]}
                  />
                  <h3 className={styles.heading}>Service times</h3>
                  <ServiceTimes times={details.service_times} className={page.stack} withNotes />
                </>
              )}
            </QueryView>
          </CardBody>
        </Card>
        <Card as="section" aria-label="Message form">
          <CardBody>
            <Suspense fallback={formPending}>{formWanted ? <ContactForm /> : formPending}</Suspense>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
