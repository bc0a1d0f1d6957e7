import { useObjectUrl } from 'shared-ui/uploads';
import { PreviewFrame } from '../../../lib/preview-frame';
import styles from './welcome-preview.module.css';

/** Roughly how the home page will greet visitors with the values in the form (before saving). */
export function WelcomePreview({
  values,
  file,
}: {
  values: Record<string, unknown>;
  file: File | undefined;
}) {
  const fileUrl = useObjectUrl(file);
  const image = fileUrl ?? (String(values.image_url ?? '') || null);
  const title = String(values.title ?? '').trim();
  const content = String(values.content ?? '').trim();
  return (
    <PreviewFrame title="Preview">
      <div className={styles.hero}>
        {image ? <img src={image} alt="" className={styles.image} /> : null}
        <div className={styles.text}>
          <p className={styles.title}>{title || 'Your title'}</p>
          <p className={styles.content}>{content || 'Your welcome text appears here.'}</p>
          {values.video_url ? <p className={styles.video}>▶ Watch the video</p> : null}
        </div>
      </div>
      {values.published === false ? (
        <p className={styles.note}>Hidden: visitors will not see this section.</p>
      ) : null}
    </PreviewFrame>
  );
}
