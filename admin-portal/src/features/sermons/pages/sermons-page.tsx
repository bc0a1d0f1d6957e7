import { ContentManagerPage } from '../../content-manager';
import { PodcastSettings } from '../components/podcast-settings';
import { SermonAudio } from '../components/sermon-audio';
import { SermonFiles } from '../components/sermon-files';
import { sermonsManager } from '../api/sermons-manager';

export function SermonsPage() {
  return (
    <>
      <ContentManagerPage
        config={sermonsManager}
        detail={{
          label: 'Files',
          render: (sermon) => (
            <>
              <SermonAudio sermon={sermon} />
              <section aria-labelledby="slides-title">
                <h3 id="slides-title">Slides and notes</h3>
                <SermonFiles sermonId={sermon.id} />
              </section>
            </>
          ),
        }}
      />
      <PodcastSettings />
    </>
  );
}
