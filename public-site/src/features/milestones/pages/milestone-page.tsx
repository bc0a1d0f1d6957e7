import { Badge, PageHeader } from 'shared-ui';
import { Link, useParams } from 'react-router-dom';
import { HeroImage } from '../../../lib/hero-image';
import page from '../../../lib/page.module.css';
import { QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import type { Milestone } from 'shared-ui/data';
import { useMilestone } from '../api/get-milestone';

function MilestoneDetail({ milestone: m }: { milestone: Milestone }) {
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

export function MilestonePage() {
  const { id } = useParams();
  const milestone = useMilestone(id);
  return (
    <QueryView query={milestone} errorTitle="We couldn’t load this milestone.">
      {(data) => <MilestoneDetail milestone={data} />}
    </QueryView>
  );
}
