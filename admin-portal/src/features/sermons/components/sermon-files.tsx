import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from 'shared-ui';
import { publicObjectUrl, sermonsDomain, type SermonPresentation } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { acceptAttribute, FileDrop, fileProblem, formatBytes, PRESENTATIONS } from 'shared-ui/uploads';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { QueryView } from '../../../lib/query-view';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { SmallButton } from '../../../lib/small-button';
import { invalidateDomain } from '../../content-manager';
import { useUploadQueue } from '../../content-manager';
import { useSermonPresentations } from '../api/get-sermon-presentations';
import { deletePresentation, savePresentationFile } from '../api/presentation-files';
import styles from './sermon-files.module.css';

/** A sermon's presentation files: upload several with progress, replace one, remove one. */
export function SermonFiles({ sermonId }: { sermonId: string }) {
  const queryClient = useQueryClient();
  const files = useSermonPresentations(sermonId);
  const list = files.data ?? [];
  const deleting = useConfirmItem<SermonPresentation>();
  const [replacing, setReplacing] = useState<SermonPresentation | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const refresh = () => invalidateDomain(queryClient, sermonsDomain.keys);

  const queue = useUploadQueue(async (file, onProgress, target) => {
    const existing = target ? (list.find((p) => p.id === target) ?? null) : null;
    await savePresentationFile(sermonId, file, existing, onProgress);
    toast.success(
      existing ? `Replaced “${existing.file_name}” with “${file.name}”` : `Uploaded “${file.name}”`,
    );
    await refresh();
  });
  const remove = useMutation({
    mutationFn: deletePresentation,
    onSuccess: async (deleted) => {
      toast.success(`Removed “${deleted.file_name}”`);
      await refresh();
    },
    onError: (error) => toast.error(`Not removed: ${describeError(error)}`),
  });

  return (
    <div className={styles.root}>
      <FileDrop
        title="Add presentation files: drag them here or"
        buttonLabel="Choose files"
        hint={`${PRESENTATIONS.typeNames}, up to ${formatBytes(PRESENTATIONS.maxBytes)} each.`}
        accept={PRESENTATIONS.types}
        maxSize={PRESENTATIONS.maxBytes}
        multiple
        {...queue.dropProps}
      />
      <input
        ref={replaceInput}
        type="file"
        hidden
        accept={acceptAttribute(PRESENTATIONS)}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="replace-presentation-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file || !replacing) return;
          const problem = fileProblem(file, PRESENTATIONS);
          if (problem) toast.error(problem);
          else queue.add([file], replacing.id);
        }}
      />
      <QueryView query={files} lines={3} what="the files" empty="No files for this sermon yet">
        {(list) => (
          <ul className={styles.list} aria-label="Presentation files">
            {list.map((p) => (
              <li key={p.id} className={styles.item}>
                <div className={styles.info}>
                  <span className={styles.name}>{p.file_name}</span>
                  <span className={styles.meta}>{formatBytes(p.file_size)}</span>
                </div>
                <div className={styles.actions}>
                  <a
                    href={publicObjectUrl(supabaseSettings().url, PRESENTATIONS.id, p.storage_path)}
                    className={styles.download}
                    download={p.file_name}
                  >
                    <Download size={16} aria-hidden="true" /> Download{' '}
                    <span className={styles.hidden}>{p.file_name}</span>
                  </a>
                  <SmallButton
                    variant="secondary"
                    icon={RefreshCw}
                    disabled={queue.busy}
                    aria-label={`Replace ${p.file_name}`}
                    onClick={() => {
                      setReplacing(p);
                      replaceInput.current?.click();
                    }}
                  >
                    Replace
                  </SmallButton>
                  <SmallButton
                    icon={Trash2}
                    aria-label={`Remove ${p.file_name}`}
                    onClick={() => deleting.ask(p)}
                  >
                    Remove
                  </SmallButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        {...deleting.dialogProps(remove.mutateAsync)}
        title={deleting.item ? `Remove “${deleting.item.file_name}”?` : 'Remove the file?'}
        description="The file is deleted from storage and disappears from the sermon’s page."
        confirmLabel="Remove file"
        tone="danger"
      />
    </div>
  );
}
