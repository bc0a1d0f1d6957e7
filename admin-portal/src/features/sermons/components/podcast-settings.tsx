import { Button, ErrorState, SkeletonText } from 'shared-ui';
import { ItemForm, UnsavedChangesGuard, useItemFormState, useItems } from '../../content-manager';
import { podcastManager } from '../api/podcast-manager';
import styles from './podcast-settings.module.css';

/** The podcast's name, author, description and language, edited in place under the sermons. */
export function PodcastSettings() {
  const settings = useItems(podcastManager);
  const { formId, dirty, busy, bindings } = useItemFormState();
  const row = settings.data?.[0] ?? null;
  return (
    <section aria-labelledby="podcast-settings-title" className={styles.root}>
      <UnsavedChangesGuard dirty={dirty} />
      <h2 id="podcast-settings-title" className={styles.heading}>
        Podcast
      </h2>
      <p className={styles.about}>
        {podcastManager.description} Sermons with an uploaded recording are its episodes.
      </p>
      {settings.isPending ? (
        <SkeletonText lines={5} />
      ) : settings.error || !row ? (
        <ErrorState
          title="Could not load the podcast settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          headingLevel={3}
        />
      ) : (
        <>
          <ItemForm config={podcastManager} existing={row} {...bindings} />
          <div>
            <Button type="submit" form={formId} loading={busy}>
              Save podcast settings
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
