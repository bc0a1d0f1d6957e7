import { sermonsDomain, type Sermon } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { contentTypeFor, newObjectPath, objectPathOf, SERMON_AUDIO } from 'shared-ui/uploads';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { UploadError, uploadObject } from '../../../lib/storage/upload-object';
import { runSavePipeline, tableWrites } from '../../content-manager';

const sermons = tableWrites(sermonsDomain.table);

/** The recording's object in the sermon-audio bucket, or null for none (or an outside link). */
export const audioObjectPath = (sermon: Pick<Sermon, 'audio_url'>) =>
  objectPathOf(supabaseSettings().url, sermon.audio_url, SERMON_AUDIO.id);

/**
 * The recording's running time, read the way a listener's browser will read it. A file that is not a
 * recording (whatever its name says) has none, and is refused here before anything is uploaded.
 */
export function audioDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (outcome: () => void) => {
      URL.revokeObjectURL(url);
      audio.removeAttribute('src');
      outcome();
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(() =>
        Number.isFinite(audio.duration) && audio.duration > 0
          ? resolve(Math.max(1, Math.round(audio.duration)))
          : reject(
              new UploadError(`“${file.name}” has no length we can read. Choose an MP3 or M4A recording.`),
            ),
      );
    audio.onerror = () =>
      done(() =>
        reject(new UploadError(`“${file.name}” is not a recording we can play. Choose an MP3 or M4A file.`)),
      );
    audio.src = url;
  });
}

/**
 * Uploads a recording and points the sermon at it, in the save pipeline's order: a refused row removes the
 * new object, a saved replacement removes the old one. The podcast needs its size, type and running time.
 */
export async function saveSermonAudio(sermon: Sermon, file: File, onProgress?: (fraction: number) => void) {
  const duration = await audioDuration(file);
  const type = contentTypeFor(file, SERMON_AUDIO);
  const { row } = await runSavePipeline({
    files: { audio_url: file },
    upload: async (_field, chosen) => {
      const uploaded = await uploadObject(
        SERMON_AUDIO,
        newObjectPath(sermon.id, chosen.name),
        chosen,
        onProgress,
      );
      return { path: uploaded.path, url: uploaded.publicUrl };
    },
    write: ({ audio_url }) =>
      sermons.update(sermon.id, {
        audio_url,
        audio_size_bytes: file.size,
        // The podcast names an .m4a file audio/x-m4a, as Apple lists it, whichever name the browser gave.
        audio_mime_type: type === 'audio/mpeg' ? 'audio/mpeg' : 'audio/x-m4a',
        audio_duration_seconds: duration,
      }),
    remove: (paths) => removeObjects(SERMON_AUDIO.id, paths),
    objectPathsBefore: { audio_url: audioObjectPath(sermon) },
    objectPathsAfter: (saved) => ({ audio_url: audioObjectPath(saved) }),
  });
  return row;
}

/** The row first (a refused change leaves the recording playing), then its object. */
export async function removeSermonAudio(sermon: Sermon) {
  const row = await sermons.update(sermon.id, {
    audio_url: null,
    audio_size_bytes: null,
    audio_mime_type: null,
    audio_duration_seconds: null,
  });
  await removeObjects(SERMON_AUDIO.id, [audioObjectPath(sermon)]);
  return row;
}
