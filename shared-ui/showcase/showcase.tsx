import { PageHeader } from '../src';
import { DataSection } from './sections/data-section';
import { FeedbackSection } from './sections/feedback-section';
import { FormsSection } from './sections/forms-section';
import { ImagesSection } from './sections/images-section';
import { OverlaysSection } from './sections/overlays-section';
import { UploadsSection } from './sections/uploads-section';
import styles from './showcase.module.css';

/** Every shared-ui component on one page, for the accessibility and image checks (never deployed). */
export function Showcase() {
  return (
    <main className={styles.page}>
      <PageHeader
        eyebrow="Design system"
        title="PIWC Asokwa components"
        description="Every shared component in its usual states."
      />
      <ImagesSection part="hero" />
      <FeedbackSection />
      <FormsSection />
      <OverlaysSection />
      <DataSection />
      <UploadsSection />
      <ImagesSection part="gallery" />
    </main>
  );
}
