import { Link } from 'react-router-dom';
import { buttonClassName, PageHeader, SkeletonText } from 'shared-ui';
import type { ChurchSettings } from 'shared-ui/data';
import { ExternalLink, telHref, whatsAppHref } from '../../../lib/church-contact';
import page from '../../../lib/page.module.css';
import { DetailSkeleton } from '../../../lib/detail-skeleton';
import { QueryView } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { usePageText } from '../../../lib/use-page-text';
import { ChurchAddress, ChurchDirections, ServiceTimes, useChurchSettings } from '../../church';
import { useVisitPage } from '../api/get-visit-page';

/** A text the office wrote, as its own section; an empty one leaves the section out. */
function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <Section id={id} title={title}>
      <p className={page.prose}>{text}</p>
    </Section>
  );
}

/** Ways to find the church and reach the office before a first visit: the map, the contact form, WhatsApp, the phone. */
function ContactActions({ settings }: { settings: ChurchSettings | null | undefined }) {
  return (
    <div className={page.actions}>
      <Link to="/contact" className={buttonClassName({ variant: 'accent' })}>
        Contact us
      </Link>
      {settings?.whatsapp ? (
        <ExternalLink href={whatsAppHref(settings.whatsapp)}>{`WhatsApp ${settings.whatsapp}`}</ExternalLink>
      ) : null}
      {settings?.phone ? <a href={telHref(settings.phone)}>Call {settings.phone}</a> : null}
    </div>
  );
}

/** "Plan your visit": the office's words (/admin/visit) around the church's details (times, address, map). */
export function VisitPage() {
  const visit = useVisitPage();
  const settings = useChurchSettings();
  const { title, description } = usePageText('/visit');
  return (
    <>
      <PageHeader title={title} description={visit.data?.intro || description} />
      <Section id="times" title="Service times">
        <QueryView
          query={settings}
          skeleton={<SkeletonText lines={3} />}
          errorTitle="We couldn’t load our service times."
        >
          {(s) => <ServiceTimes times={s.service_times} className={page.stack} withNotes />}
        </QueryView>
      </Section>
      <QueryView query={visit} skeleton={<DetailSkeleton />} errorTitle="We couldn’t load this page.">
        {(texts) => (
          <>
            <TextSection id="what-to-expect" title="What to expect on a Sunday" text={texts.what_to_expect} />
            <TextSection id="children" title="Children’s church" text={texts.childrens_church} />
            <TextSection id="parking" title="Parking" text={texts.parking} />
            <Section id="find-us" title="How to find us">
              {texts.getting_here ? <p className={page.prose}>{texts.getting_here}</p> : null}
              {settings.data ? (
                <>
                  <ChurchAddress settings={settings.data} />
                  <ChurchDirections settings={settings.data} />
                </>
              ) : null}
              <ContactActions settings={settings.data} />
            </Section>
          </>
        )}
      </QueryView>
    </>
  );
}
