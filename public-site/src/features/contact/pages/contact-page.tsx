import { Card, CardBody, PageHeader, SkeletonText } from 'shared-ui';
import { telHref } from '../../../lib/church-contact';
import page from '../../../lib/page.module.css';
import { usePageText } from '../../../lib/use-page-text';
import { QueryView } from '../../../lib/query-view';
import { ChurchAddress, ChurchDirections, ServiceTimes, useChurchSettings } from '../../church';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';

export function ContactPage() {
  const settings = useChurchSettings();
  const { title } = usePageText('/contact');
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
              skeleton={<SkeletonText lines={6} />}
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
            <ContactForm />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
