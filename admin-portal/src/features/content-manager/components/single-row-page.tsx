import { useCallback, useId, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { ContentTableName } from 'shared-ui/data';
import { Button, ErrorState, PageHeader, SkeletonText, buttonClassName } from 'shared-ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ContentConfig } from '../api/content-config';
import { useItems } from '../api/get-items';
import { HistoryPanel } from './history-panel';
import { ItemForm } from './item-form';
import styles from './single-row-page.module.css';
import { UnsavedChangesGuard } from './unsaved-changes-dialog';

interface SingleRowPageProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  /** The public page the row shows on, opened in a new tab. */
  view: { to: string; label: string };
  preview?: ComponentProps<typeof ItemForm<T>>['preview'];
}

/** A one-row table (the welcome section, the visit page) edited in place; the first save creates a missing row. */
export function SingleRowPage<T extends ContentTableName>({ config, view, preview }: SingleRowPageProps<T>) {
  useDocumentTitle(config.singular);
  const formId = useId();
  const items = useItems(config);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const onBusyChange = useCallback((b: boolean) => setBusy(b), []);
  const row = items.data?.[0] ?? null;
  // A restored version is new content for the form: it starts again from the row as now saved.
  const [restores, setRestores] = useState(0);
  return (
    <div className={styles.page}>
      <UnsavedChangesGuard dirty={dirty} />
      <PageHeader
        title={config.singular}
        description={config.description}
        actions={
          <Link
            to={view.to}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName({ variant: 'secondary' })}
          >
            {view.label}
          </Link>
        }
      />
      {items.isPending ? (
        <SkeletonText lines={8} />
      ) : items.error ? (
        <ErrorState
          title={`Could not load the ${config.singular.toLowerCase()}`}
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      ) : (
        <>
          <ItemForm
            // After the first save creates the row, edit that row from then on.
            key={`${row?.id ?? 'new'}-${restores}`}
            config={config}
            existing={row}
            formId={formId}
            onDirtyChange={onDirtyChange}
            onBusyChange={onBusyChange}
            preview={preview}
          />
          <div className={styles.actions}>
            <Button type="submit" form={formId} loading={busy}>
              {row ? `Save ${config.singular.toLowerCase()}` : `Create ${config.singular.toLowerCase()}`}
            </Button>
          </div>
          {row ? (
            <HistoryPanel config={config} item={row} onRestored={() => setRestores((n) => n + 1)} />
          ) : null}
        </>
      )}
    </div>
  );
}
