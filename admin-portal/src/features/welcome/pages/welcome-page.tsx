import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorState, PageHeader, SkeletonText, buttonClassName } from 'shared-ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemForm, UnsavedChangesGuard, useItems } from '../../content-manager';
import { welcomeManager } from '../api/welcome-manager';
import { WelcomePreview } from '../components/welcome-preview';
import styles from './welcome-page.module.css';

/** The single welcome_section row, edited in place with a live preview (created on first save). */
export function WelcomePage() {
  useDocumentTitle('Welcome section');
  const formId = useId();
  const welcome = useItems(welcomeManager);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const onBusyChange = useCallback((b: boolean) => setBusy(b), []);
  const row = welcome.data?.[0] ?? null;
  return (
    <div className={styles.page}>
      <UnsavedChangesGuard dirty={dirty} />
      <PageHeader
        title="Welcome section"
        description={welcomeManager.description}
        actions={
          <Link to="/" target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary' })}>
            View the home page
          </Link>
        }
      />
      {welcome.isPending ? (
        <SkeletonText lines={8} />
      ) : welcome.error ? (
        <ErrorState
          title="Could not load the welcome section"
          error={welcome.error}
          onRetry={() => void welcome.refetch()}
        />
      ) : (
        <>
          <ItemForm
            // After the first save creates the row, edit that row from then on.
            key={row?.id ?? 'new'}
            config={welcomeManager}
            existing={row}
            formId={formId}
            onDirtyChange={onDirtyChange}
            onBusyChange={onBusyChange}
            preview={(values, files) => <WelcomePreview values={values} file={files.image_url} />}
          />
          <div className={styles.actions}>
            <Button type="submit" form={formId} loading={busy}>
              {row ? 'Save welcome section' : 'Create welcome section'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
