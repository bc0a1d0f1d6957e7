import { PageHeader } from 'shared-ui';
import { Link } from 'react-router-dom';
import { telHref } from '../../../lib/church-contact';
import { HeroImage } from '../../../lib/hero-image';
import { Facts } from '../../../lib/facts';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import type { Leader } from 'shared-ui/data';
import { useLeader } from '../api/get-leader';

/** A leader's picture is a portrait: the page and its skeleton share the shape. */
const PORTRAIT = '4 / 5';

function LeaderDetail({ row: l }: { row: Leader }) {
  useDocumentMeta(l.name, l.bio ?? [l.role, l.ministry].filter(Boolean).join(', '));
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/about#leaders">← Our leaders</Link>}
        title={l.name}
        description={[l.role, l.ministry].filter(Boolean).join(' · ') || undefined}
      />
      <HeroImage src={l.image_url} meta={l.image_meta} alt={`Portrait of ${l.name}`} aspectRatio={PORTRAIT} />
      {l.bio && <p className={page.prose}>{l.bio}</p>}
      {(l.email || l.phone) && (
        <Facts
          facts={[
            ['Email', l.email && <a href={`mailto:${l.email}`}>{l.email}</a>],
            ['Phone', l.phone && <a href={telHref(l.phone)}>{l.phone}</a>],
          ]}
        />
      )}
    </article>
  );
}

export const LeaderPage = detailPage('leader', useLeader, LeaderDetail, { hero: PORTRAIT });
