import { Button, ConfirmDialog } from 'shared-ui';
import type { ContentTableName, Row } from 'shared-ui/data';
import { QueryView } from '../../../lib/query-view';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import type { ContentConfig } from '../api/content-config';
import { formatDate } from '../api/format-date';
import { useHistory, type Revision } from '../api/get-history';
import { useRestoreVersion } from '../api/restore-version';
import { changesOf, type FieldChange } from '../api/revision-diff';
import styles from './history-panel.module.css';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shown(value: unknown): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDate(value, true);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

function whatHappened(revision: Revision): string {
  if (revision.restored_from !== null)
    return revision.action === 'insert' ? 'Restored from Trash' : 'Restored an earlier version';
  return { insert: 'Created', delete: 'Moved to Trash' }[revision.action] ?? 'Changed';
}

function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <dl className={styles.changes}>
      {changes.map(({ field, label, before, after }) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd>
            <del>{shown(before)}</del> <span aria-hidden="true">→</span> <ins>{shown(after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface HistoryPanelProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  item: Row<T>;
  /** After a version was restored: the form's values are no longer the current ones. */
  onRestored: () => void;
}

/** The item's versions: who and when, what changed field by field, and "Restore this version". */
export function HistoryPanel<T extends ContentTableName>({ config, item, onRestored }: HistoryPanelProps<T>) {
  const history = useHistory(config, item);
  const restore = useRestoreVersion(config);
  const restoring = useConfirmItem<Revision>();

  return (
    <details className={styles.panel}>
      <summary>History</summary>
      <QueryView query={history} lines={4} what="the history">
        {(versions) => (
          <ol className={styles.versions}>
            {versions.map((revision, at) => (
              <li key={revision.id}>
                <p className={styles.who}>
                  <strong>{whatHappened(revision)}</strong> {formatDate(revision.changed_at, true)}
                  {revision.changed_by_email ? ` by ${revision.changed_by_email}` : ''}
                  {at === 0 ? ' · current version' : ''}
                </p>
                <Changes changes={changesOf(revision, versions[at + 1], config.fields)} />
                {at > 0 && revision.action !== 'delete' ? (
                  <Button variant="secondary" size="sm" onClick={() => restoring.ask(revision)}>
                    Restore this version
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      <ConfirmDialog
        {...restoring.dialogProps((revision) =>
          restore.mutateAsync({ id: revision.id, base: item.updated_at }).then(onRestored),
        )}
        title="Restore this version?"
        description={
          restoring.item
            ? `The ${config.singular.toLowerCase()} goes back to how it was on ${formatDate(restoring.item.changed_at, true)}. The current version stays in the history, and anything not saved in the form is discarded.`
            : undefined
        }
        confirmLabel="Restore this version"
      />
    </details>
  );
}
