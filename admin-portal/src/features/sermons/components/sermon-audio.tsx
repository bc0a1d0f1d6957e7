import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui';
import { sermonsDomain, type Sermon } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { recordingFacts } from 'shared-ui/recording-facts';
import { FileDrop, formatBytes, SERMON_AUDIO } from 'shared-ui/uploads';
import { describeError } from '../../../lib/errors';
import { SmallButton } from '../../../lib/small-button';
import { invalidateDomain, useUploadQueue } from '../../content-manager';
import { removeSermonAudio, saveSermonAudio } from '../api/sermon-audio';
import styles from './sermon-files.module.css';

/** The sermon's recording: upload (or replace) one MP3 or M4A, listen to it, remove it. */
export function SermonAudio({ sermon: initial }: { sermon: Sermon }) {
  const queryClient = useQueryClient();
  // The panel keeps the row it last saved: the list's copy is read again in the background.
  const [sermon, setSermon] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => invalidateDomain(queryClient, sermonsDomain.keys);
  const queue = useUploadQueue(async (file, onProgress) => {
    const saved = await saveSermonAudio(sermon, file, onProgress);
    setSermon(saved);
    toast.success(`“${file.name}” is the sermon’s recording.`);
    await refresh();
  });
  const remove = useMutation({
    mutationFn: () => removeSermonAudio(sermon),
    onSuccess: async (saved) => {
      setSermon(saved);
      toast.success('Removed the recording.');
      await refresh();
    },
    onError: (error) => toast.error(`Not removed: ${describeError(error)}`),
  });

  const facts = recordingFacts(sermon);
  return (
    <section aria-labelledby="recording-title" className={styles.root}>
      <h3 id="recording-title" className={styles.heading}>
        Recording
      </h3>
      {sermon.audio_url ? (
        <div className={styles.item}>
          <div className={styles.recording}>
            <audio
              className={styles.player}
              src={sermon.audio_url}
              controls
              preload="none"
              aria-label={`Recording: ${sermon.title}`}
            />
            {facts ? (
              <span className={styles.meta}>{facts} · in the podcast</span>
            ) : (
              <span className={styles.meta}>
                A link, not an upload: not in the podcast until a file is uploaded.
              </span>
            )}
          </div>
          <SmallButton icon={Trash2} onClick={() => setConfirming(true)}>
            Remove recording
          </SmallButton>
        </div>
      ) : null}
      <FileDrop
        title={
          sermon.audio_url ? 'Replace the recording: drag it here or' : 'Add the recording: drag it here or'
        }
        buttonLabel="Choose a recording"
        hint={`${SERMON_AUDIO.typeNames}, up to ${formatBytes(SERMON_AUDIO.maxBytes)}.`}
        accept={SERMON_AUDIO.types}
        maxSize={SERMON_AUDIO.maxBytes}
        multiple={false}
        {...queue.dropProps}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the recording?"
        description="The file is deleted, and the sermon leaves the podcast."
        confirmLabel="Remove recording"
        tone="danger"
        onConfirm={() => remove.mutateAsync()}
      />
    </section>
  );
}
