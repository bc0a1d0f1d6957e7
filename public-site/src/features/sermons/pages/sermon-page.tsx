import { Badge, PageHeader } from 'shared-ui';
import { Link } from 'react-router-dom';
import { HeroImage } from '../../../lib/hero-image';
import { formatCalendarDay } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { Section } from '../../../lib/section';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import type { SermonWithPresentations } from 'shared-ui/data';
import { presentationDownloadUrl, useSermon } from '../api/get-sermon';
import { SermonMedia } from '../components/sermon-media';
import { ShareButton } from '../../../lib/share-button';
import { formatBytes } from 'shared-ui/format-bytes';
import { recordingFacts } from 'shared-ui/recording-facts';

function SermonDetail({ row: s }: { row: SermonWithPresentations }) {
  useDocumentMeta(
    s.title,
    s.summary ??
      `${s.title}, preached ${formatCalendarDay(s.preached_on)}${s.preacher ? ` by ${s.preacher}` : ''}.`,
  );
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/sermons">← All sermons</Link>}
        eyebrow={
          s.series && (
            <Link to={`/sermons?series=${encodeURIComponent(s.series)}`} aria-label={`Series: ${s.series}`}>
              <Badge tone="brand">{s.series}</Badge>
            </Link>
          )
        }
        title={s.title}
        actions={<ShareButton title={s.title} />}
        description={
          <>
            {s.preacher && <>{s.preacher} · </>}
            <time dateTime={s.preached_on}>{formatCalendarDay(s.preached_on)}</time>
            {s.scripture && <> · {s.scripture}</>}
          </>
        }
      />
      {!s.video_url && <HeroImage src={s.thumbnail_url} meta={s.thumbnail_meta} />}
      <SermonMedia
        title={s.title}
        audioUrl={s.audio_url}
        audioFacts={recordingFacts(s)}
        videoUrl={s.video_url}
      />
      {s.summary && <p className={page.prose}>{s.summary}</p>}
      {s.sermon_presentations.length > 0 && (
        <Section id="sermon-files" title="Slides and notes">
          <ul className={page.stack}>
            {s.sermon_presentations.map((file) => (
              <li key={file.id}>
                <a href={presentationDownloadUrl(file)} download={file.file_name}>
                  Download {file.title}
                </a>{' '}
                <span className={page.meta}>
                  ({file.file_name}, {formatBytes(file.file_size)})
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}

export const SermonPage = detailPage('sermon', useSermon, SermonDetail);
