import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, PageHeader, SkeletonText } from 'shared-ui';
import { serviceTimeLabel } from 'shared-ui/church';
import type { ChurchSettings } from 'shared-ui/data';
import { ExternalLink, telHref } from '../../../lib/church-contact';
import page from '../../../lib/page.module.css';
import { QueryView } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useChurchSettings } from '../../church';
import { useVisitPage } from '../api/get-visit-page';

const DESCRIPTION =
  'What a Sunday with us looks like, our service times, parking, children’s church and how to find us.';

/** A text the office wrote, as its own section; an empty one leaves the section out. */
function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <Section id={id} title={title}>
      <p className={page.prose}>{text}</p>
    </Section>
  );
}

/** "https://wa.me/233244001234": WhatsApp's link to a chat with a number written for people. */
const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

function ServiceTimesList({ settings }: { settings: ChurchSettings }) {
  if (settings.service_times.length === 0) return <p>Our service times will be published here soon.</p>;
  return (
    <dl className={`${page.facts} ${page.stackedFacts}`}>
      {settings.service_times.map((s) => (
        <Fragment key={`${s.name}-${s.time}`}>
          <dt>{s.name}</dt>
          <dd>
            {serviceTimeLabel(s)}
            {s.note ? <span className={page.meta}> — {s.note}</span> : null}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Address({ settings }: { settings: ChurchSettings }) {
  const lines = [settings.street_address, settings.locality, settings.region].filter(Boolean);
  const facts: [string, ReactNode][] = [
    ...(settings.landmark ? [['Landmark', settings.landmark] as [string, ReactNode]] : []),
    ...(settings.ghanapost_gps ? [['GhanaPost GPS', settings.ghanapost_gps] as [string, ReactNode]] : []),
  ];
  return (
    <>
      {lines.length > 0 ? <address>{lines.join(', ')}</address> : null}
      {facts.length > 0 ? (
        <dl className={`${page.facts} ${page.stackedFacts}`}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/** Ways to find the church and reach the office before a first visit: the map, the contact form, WhatsApp, the phone. */
function ContactActions({ settings }: { settings: ChurchSettings | null | undefined }) {
  return (
    <div className={page.actions}>
      <Link to="/contact" className={buttonClassName({ variant: 'accent' })}>
        Contact us
      </Link>
      {settings?.map_url ? <ExternalLink href={settings.map_url}>Open in maps</ExternalLink> : null}
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
  useDocumentMeta('Plan your visit', DESCRIPTION);
  return (
    <>
      <PageHeader title="Plan your visit" description={visit.data?.intro || DESCRIPTION} />
      <Section id="times" title="Service times">
        <QueryView
          query={settings}
          skeleton={<SkeletonText lines={3} />}
          errorTitle="We couldn’t load our service times."
        >
          {(s) => <ServiceTimesList settings={s} />}
        </QueryView>
      </Section>
      <QueryView query={visit} errorTitle="We couldn’t load this page.">
        {(texts) => (
          <>
            <TextSection id="what-to-expect" title="What to expect on a Sunday" text={texts.what_to_expect} />
            <TextSection id="children" title="Children’s church" text={texts.childrens_church} />
            <TextSection id="parking" title="Parking" text={texts.parking} />
            <Section id="find-us" title="How to find us">
              {texts.getting_here ? <p className={page.prose}>{texts.getting_here}</p> : null}
              {settings.data ? <Address settings={settings.data} /> : null}
              <ContactActions settings={settings.data} />
            </Section>
          </>
        )}
      </QueryView>
    </>
  );
}
