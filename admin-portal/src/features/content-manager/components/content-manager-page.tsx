import { useQuery } from 'shared-ui/query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  Sheet,
  Tabs,
  buttonClassName,
} from 'shared-ui';
import { Switch } from 'shared-ui/forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteItem } from '../api/delete-item';
import { useReorderItems } from '../api/reorder-items';
import { useSetPublished } from '../api/set-published';
import { nextDisplayOrder, type Orderable } from '../logic/reorder';
import type { AnyContentConfig, BaseRow } from '../types';
import { ItemSheet } from './item-sheet';
import { ReorderList } from './reorder-list';
import styles from './content-manager-page.module.css';

export interface ContentManagerPageProps {
  config: AnyContentConfig;
  /** A second panel per row (an album's photos, a sermon's files), opened from the row. */
  detail?: { label: string; render: (row: BaseRow) => ReactNode };
}

type Row = BaseRow & { published?: boolean };

/** Any of the managers: list with search and sort, form, published switch, order, delete. */
export function ContentManagerPage({ config, detail }: ContentManagerPageProps) {
  useDocumentTitle(config.plural);
  const list = useQuery({ queryKey: config.keys.adminList(), queryFn: config.list });
  const rows = list.data as Row[] | undefined;
  const [editing, setEditing] = useState<BaseRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BaseRow | null>(null);
  const [detailRow, setDetailRow] = useState<BaseRow | null>(null);
  const remove = useDeleteItem(config);
  const reorder = useReorderItems(config);
  const setPublished = useSetPublished(config);
  const singular = config.singular.toLowerCase();
  const titleOf = (row: BaseRow) => config.titleOf(row as never);

  const table = (
    <DataTable<Row>
      caption={config.plural}
      hideCaption
      columns={config.columns as never}
      rows={rows}
      getRowId={(row) => row.id}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      searchLabel="Search"
      empty={
        <EmptyState
          title={`No ${config.plural.toLowerCase()} yet`}
          description={`Create the first ${singular}; it shows on the site once published.`}
          headingLevel={2}
        />
      }
      rowActions={(row) => (
        <>
          {'published' in row ? (
            <Switch
              aria-label={`Published: ${titleOf(row)}`}
              checked={Boolean(row.published)}
              disabled={setPublished.isPending}
              onCheckedChange={(published) => setPublished.mutate({ row, published })}
            />
          ) : null}
          {detail ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setDetailRow(row)}
              aria-label={`${detail.label}: ${titleOf(row)}`}
            >
              {detail.label}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<Pencil size={16} />}
            onClick={() => setEditing(row)}
            aria-label={`Edit ${titleOf(row)}`}
          >
            Edit
          </Button>
          {config.publicPath && row.published ? (
            <Link
              to={config.publicPath(row as never)}
              target="_blank"
              rel="noreferrer"
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              aria-label={`View ${titleOf(row)} on the site (opens in a new tab)`}
            >
              View
            </Link>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} />}
            onClick={() => setDeleting(row)}
            aria-label={`Delete ${titleOf(row)}`}
          >
            Delete
          </Button>
        </>
      )}
    />
  );

  const orderable = config.orderable && rows !== undefined && rows.length > 1;
  return (
    <div className={styles.page}>
      <PageHeader
        title={config.plural}
        description={config.description}
        actions={
          <Button icon={<Plus size={18} />} onClick={() => setEditing(null)}>
            New {singular}
          </Button>
        }
      />
      {orderable ? (
        <Tabs
          aria-label={`${config.plural} views`}
          defaultValue="list"
          items={[
            { value: 'list', label: 'List', content: table },
            {
              value: 'order',
              label: 'Order on the site',
              content: (
                <ReorderList
                  label={`Order of ${config.plural.toLowerCase()}`}
                  items={rows as unknown as Orderable[]}
                  labelOf={(item) => titleOf(item as unknown as BaseRow)}
                  disabled={reorder.isPending}
                  onReorder={(ordered) => reorder.mutate(ordered)}
                />
              ),
            },
          ]}
        />
      ) : (
        table
      )}
      <ItemSheet
        config={config}
        item={editing}
        extra={
          config.orderable
            ? { display_order: nextDisplayOrder((rows ?? []) as unknown as Orderable[]) }
            : undefined
        }
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete “${titleOf(deleting)}”?` : 'Delete?'}
        description={`The ${singular} and its files are removed for good. This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
      {detail ? (
        <Sheet
          open={detailRow !== null}
          onOpenChange={(open) => !open && setDetailRow(null)}
          title={detailRow ? `${detail.label}: ${titleOf(detailRow)}` : detail.label}
          closeLabel={`Close ${detail.label.toLowerCase()}`}
          className={styles.wideSheet}
        >
          {detailRow ? detail.render(detailRow) : null}
        </Sheet>
      ) : null}
    </div>
  );
}
