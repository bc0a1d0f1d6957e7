import { Card, CardBody, PageHeader, useChurch } from 'shared-ui';
import { ChurchAddress, ServiceTimes, telHref } from '../../../lib/church-contact';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';

export function ContactPage() {
  const church = useChurch();
  useDocumentMeta(
    'Contact us',
    `Find ${church.branchName}: address, service times, phone and email, or send us a message.`,
  );
  return (
    <>
      <PageHeader
        title="Contact us"
        description="Questions, prayer requests or planning a visit? We would love to hear from you."
      />
      <div className={styles.columns}>
        <Card as="section" aria-labelledby="contact-details">
          <CardBody>
            <h2 id="contact-details" className={styles.heading}>
              Find us
            </h2>
            <ChurchAddress className={styles.address} />
            <dl className={page.facts}>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(church.phone)}>{church.phone}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${church.email}`}>{church.email}</a>
              </dd>
            </dl>
            <h3 className={styles.heading}>Service times</h3>
            <ServiceTimes className={page.stack} />
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
