import { RotateCcw, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { Button, ConfirmDialog, EmptyState, PageHeader } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/admin';
import { LIST_PAGE_SIZE } from '../../../lib/list-page-size';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { SmallButton } from '../../../lib/small-button';
import { formatDate } from '../../content-manager';
import { contentTableOf } from '../../dashboard';
import { TRASH_DAYS, useTrash, type TrashEntry } from '../api/get-trash';
import { usePurgeDueOnVisit, usePurgeTrash } from '../api/purge-trash';
import { useRestoreFromTrash } from '../api/restore-from-trash';
import styles from './trash-page.module.css';

const DAY_MS = 86_400_000;

const kindOf = (entry: TrashEntry) => contentTableOf(entry.table_name)?.label ?? entry.table_name;
function titleOf(entry: TrashEntry): string {
  const column = contentTableOf(entry.table_name)?.title ?? 'title';
  const title = (entry.data as Record<string, unknown> | null)?.[column];
  return typeof title === 'string' && title ? title : `Untitled ${kindOf(entry).toLowerCase()}`;
}
const purgeDateOf = (entry: TrashEntry) =>
  new Date(Date.parse(entry.deleted_at) + TRASH_DAYS * DAY_MS).toISOString();

/** Module-level, so the list's rows render again only when their own entry changes (see DataTable's rows). */
const COLUMNS: DataTableColumn<TrashEntry>[] = [
  { id: 'title', header: 'Item', value: titleOf, rowHeader: true },
  { id: 'kind', header: 'Kind', value: kindOf },
  {
    id: 'deleted',
    header: 'Deleted',
    value: (entry) => entry.deleted_at,
    searchable: false,
    cell: (entry) =>
      `${formatDate(entry.deleted_at, true)}${entry.deleted_by_email ? ` by ${entry.deleted_by_email}` : ''}`,
  },
  {
    id: 'purge',
    header: 'Deleted for good on',
    value: purgeDateOf,
    searchable: false,
    cell: (entry) => formatDate(purgeDateOf(entry)),
    hideOnMobile: true,
  },
];

/** /admin/trash: what was deleted in the last 30 days, to restore or delete for good. */
export function TrashPage() {
  useDocumentTitle('Trash');
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const purge = usePurgeTrash();
  const confirm = useConfirmItem<'all' | TrashEntry>();
  usePurgeDueOnVisit();
  const rows = trash.data;
  const { ask } = confirm;
  const { mutate: restoreEntry, isPending: restoring } = restore;
  const rowActions = useCallback(
    (entry: TrashEntry) => (
      <>
        <SmallButton
          variant="secondary"
          icon={RotateCcw}
          disabled={restoring || entry.purge_started_at !== null}
          onClick={() => restoreEntry({ id: entry.id, title: titleOf(entry) })}
          aria-label={`Restore ${titleOf(entry)}`}
        >
          Restore
        </SmallButton>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => ask(entry)}
          aria-label={`Delete ${titleOf(entry)} for good`}
        >
          Delete forever
        </Button>
      </>
    ),
    [ask, restoreEntry, restoring],
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Trash"
        description={`Deleted items stay here with their pictures and files for ${TRASH_DAYS} days, then are deleted for good.`}
        actions={
          <Button
            variant="danger"
            icon={<Trash2 size={18} />}
            disabled={!rows?.length || purge.isPending}
            onClick={() => ask('all')}
          >
            Empty trash
          </Button>
        }
      />
      <DataTable<TrashEntry>
        caption="Deleted items"
        hideCaption
        rows={rows}
        getRowId={(entry) => String(entry.id)}
        loading={trash.isPending}
        error={trash.error}
        onRetry={() => void trash.refetch()}
        searchLabel="Search"
        columns={COLUMNS}
        pageSize={LIST_PAGE_SIZE}
        rowActions={rowActions}
        empty={
          <EmptyState
            title="Trash is empty"
            description="What you delete comes here first, so you can bring it back."
            headingLevel={2}
          />
        }
      />
      <ConfirmDialog
        {...confirm.dialogProps((what) =>
          purge.mutateAsync(what === 'all' ? { scope: 'all' } : { scope: 'selected', trash_ids: [what.id] }),
        )}
        title={
          confirm.item === 'all'
            ? 'Empty the trash?'
            : confirm.item
              ? `Delete “${titleOf(confirm.item)}” for good?`
              : ''
        }
        description={
          confirm.item === 'all'
            ? `All ${rows?.length ?? 0} items in Trash and their files are deleted for good. This cannot be undone.`
            : 'It and its files are deleted for good. This cannot be undone.'
        }
        confirmLabel={confirm.item === 'all' ? 'Empty trash' : 'Delete forever'}
        tone="danger"
      />
    </div>
  );
}
