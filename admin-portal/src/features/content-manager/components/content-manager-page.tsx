import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, EmptyState, PageHeader, Sheet } from 'shared-ui';
import { DataTable, INITIAL_TABLE_VIEW, Tabs, type TableView } from 'shared-ui/admin';
import type { Row, ContentTableName } from 'shared-ui/data';
import { Switch } from 'shared-ui/forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { SmallButton } from '../../../lib/small-button';
import type { ContentConfig } from '../api/content-config';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/get-items';
import { LIST_PAGE_SIZE } from '../../../lib/list-page-size';
import { useReorderItems } from '../api/reorder-items';
import { publicationStatus } from '../api/publication-status';
import { useSetPublished } from '../api/set-published';
import { nextDisplayOrder, type Orderable } from '../api/reorder';
import { ItemSheet } from './item-sheet';
import { listColumnsOf } from './list-columns';
import { PublicPageLink } from './public-page-link';
import { ReorderList } from './reorder-list';
import { useStatusFilter } from './status-filter';
import styles from './content-manager-page.module.css';

export interface ContentManagerPageProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  /** A second panel per row (an album's photos, a sermon's files), opened from the row. */
  detail?: { label: string; render: (row: Row<T>) => ReactNode };
}

const isOrderable = <R extends object>(row: R): row is R & Orderable => 'display_order' in row;

/** Whether the row is shown to visitors, for tables that have the choice. */
const publishedOf = (row: object) => ('published' in row ? Boolean(row.published) : undefined);

/** Any of the managers: list with search and sort, form, published switch, order, delete. */
export function ContentManagerPage<T extends ContentTableName>({
  config,
  detail,
}: ContentManagerPageProps<T>) {
  useDocumentTitle(config.plural);
  const list = useItems(config);
  const rows = list.data;
  const byStatus = useStatusFilter(rows);
  const [editing, setEditing] = useState<Row<T> | null | undefined>(undefined);
  const deleting = useConfirmItem<Row<T>>();
  const [detailRow, setDetailRow] = useState<Row<T> | null>(null);
  // Held here, not in the table: the list remounts when the order tab comes (its tabs' code loads once there are
  // rows to order) and when the reader leaves for the order tab and comes back, and keeps its search, sort and page.
  const [tableView, setTableView] = useState<TableView>(INITIAL_TABLE_VIEW);
  const remove = useDeleteItem(config);
  const reorder = useReorderItems({ keys: config.domain.keys, reorder: config.writes.reorder });
  const setPublished = useSetPublished(config);
  const singular = config.singular.toLowerCase();
  const { titleOf } = config;
  const { publicPaths } = config.domain;

  // Stable, so that the list's rows render again only when their own data changes (see DataTable's rows).
  const columns = useMemo(() => listColumnsOf<Row<T>>(config.fields), [config.fields]);
  const { ask: askDelete } = deleting;
  const { mutate: publish, isPending: publishing } = setPublished;
  const rowActions = useCallback(
    (row: Row<T>) => (
      <>
        {publishedOf(row) !== undefined ? (
          <Switch
            aria-label={`Published: ${titleOf(row)}`}
            checked={Boolean(publishedOf(row))}
            disabled={publishing}
            onCheckedChange={(published) => publish({ row, published })}
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
        <SmallButton icon={Pencil} onClick={() => setEditing(row)} aria-label={`Edit ${titleOf(row)}`}>
          Edit
        </SmallButton>
        {publishedOf(row) !== undefined && publicPaths.detailRoute ? (
          <PublicPageLink
            path={publicPaths.of(row)}
            title={titleOf(row)}
            live={publicationStatus(row)?.kind === 'live'}
          />
        ) : null}
        <SmallButton icon={Trash2} onClick={() => askDelete(row)} aria-label={`Delete ${titleOf(row)}`}>
          Delete
        </SmallButton>
      </>
    ),
    [askDelete, publish, publishing, detail, titleOf, publicPaths],
  );

  const table = (
    <DataTable<Row<T>>
      caption={config.plural}
      hideCaption
      columns={columns}
      rows={byStatus.rows}
      toolbar={byStatus.control}
      getRowId={(row) => row.id}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      searchLabel="Search"
      pageSize={LIST_PAGE_SIZE}
      view={tableView}
      onViewChange={setTableView}
      empty={
        byStatus.filtered ? (
          <EmptyState
            title={`No ${config.plural.toLowerCase()} with this status`}
            description="Choose “All statuses” to see every item."
            headingLevel={2}
          />
        ) : (
          <EmptyState
            title={`No ${config.plural.toLowerCase()} yet`}
            description={`Create the first ${singular}; it shows on the site once published.`}
            headingLevel={2}
          />
        )
      }
      rowActions={rowActions}
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
                  items={rows.filter(isOrderable)}
                  labelOf={(item) => titleOf(item)}
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
          config.orderable ? { display_order: nextDisplayOrder((rows ?? []).filter(isOrderable)) } : undefined
        }
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        {...deleting.dialogProps(remove.mutateAsync)}
        title={deleting.item ? `Delete “${titleOf(deleting.item)}”?` : 'Delete?'}
        description={`The ${singular} moves to Trash with its files: you can restore it from Trash for 30 days.`}
        confirmLabel="Move to Trash"
        tone="danger"
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

/** The route's page for a manager that needs nothing but its spec. */
export function managerPage<T extends ContentTableName>(config: ContentConfig<T>) {
  return function ManagerPage() {
    return <ContentManagerPage config={config} />;
  };
}
