import { Badge, PageHeader } from 'shared-ui';
import { Link } from 'react-router-dom';
import { HeroImage } from '../../../lib/hero-image';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import type { Milestone } from 'shared-ui/data';
import { useMilestone } from '../api/get-milestone';

function MilestoneDetail({ row: m }: { row: Milestone }) {
  useDocumentMeta(
    `${m.year}: ${m.title}`,
    m.description ?? `${m.title} (${m.year}), a milestone in our church's story.`,
  );
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/about#milestones">← Our story</Link>}
        eyebrow={<Badge tone="accent">{m.year}</Badge>}
        title={m.title}
      />
      <HeroImage src={m.image_url} meta={m.image_meta} />
      {m.description && <p className={page.prose}>{m.description}</p>}
    </article>
  );
}

export const MilestonePage = detailPage('milestone', useMilestone, MilestoneDetail);
