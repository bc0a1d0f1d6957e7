import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { ContentTableName } from 'shared-ui/data';
import { Button, PageHeader, buttonClassName } from 'shared-ui';
import { QueryView } from '../../../lib/query-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ContentConfig } from '../api/content-config';
import { useItems } from '../api/get-items';
import { HistoryPanel } from './history-panel';
import { ItemForm } from './item-form';
import styles from './single-row-page.module.css';
import { UnsavedChangesGuard } from './unsaved-changes-dialog';
import { useItemFormState } from './use-item-form-state';

interface SingleRowPageProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  /** The public page the row shows on, opened in a new tab. */
  view: { to: string; label: string };
  preview?: ComponentProps<typeof ItemForm<T>>['preview'];
}

/** A one-row table (the welcome section, the visit page) edited in place; the first save creates a missing row. */
export function SingleRowPage<T extends ContentTableName>({ config, view, preview }: SingleRowPageProps<T>) {
  useDocumentTitle(config.singular);
  const items = useItems(config);
  const { formId, dirty, busy, bindings } = useItemFormState();
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
      <QueryView query={items} lines={8} what={`the ${config.singular.toLowerCase()}`} headingLevel={2}>
        {([row = null]) => (
          <>
            <ItemForm
              // After the first save creates the row, edit that row from then on.
              key={`${row?.id ?? 'new'}-${restores}`}
              config={config}
              existing={row}
              {...bindings}
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
      </QueryView>
    </div>
  );
}
