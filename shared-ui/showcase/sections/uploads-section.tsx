import { useState } from 'react';
import { IMAGES, PRESENTATIONS } from '../../src/uploads';
import { Field } from '../../src/inputs';
import { FileDrop, ImageUpload, type FileDropItem } from '../../src/uploads';
import styles from '../showcase.module.css';
import { storageImage } from './images';
import { Section } from './section';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

const SAMPLE_ITEMS: FileDropItem[] = [
  { id: 'a', file: file('walking-in-faith.pptx', 2_400_000), status: 'uploading', progress: 45 },
  { id: 'b', file: file('youth-sunday.pdf', 800_000), status: 'done' },
  { id: 'c', file: file('harvest.key', 5_100_000), status: 'error', error: 'The connection dropped' },
];

export function UploadsSection() {
  const [items, setItems] = useState(SAMPLE_ITEMS);
  const [photo, setPhoto] = useState<File | string | null>(storageImage('leader'));
  return (
    <Section title="Uploads">
      <div className={styles.stack}>
        <Field label="Sermon slides">
          <FileDrop
            accept={PRESENTATIONS.types}
            maxSize={PRESENTATIONS.maxBytes}
            items={items}
            onFilesAccepted={(files) =>
              setItems((all) => [
                ...all,
                ...files.map((f, i) => ({ id: `${Date.now()}-${i}`, file: f, status: 'queued' as const })),
              ])
            }
            onRemove={(id) => setItems((all) => all.filter((x) => x.id !== id))}
            onRetry={(id) =>
              setItems((all) =>
                all.map((x) => (x.id === id ? { ...x, status: 'uploading', progress: 0 } : x)),
              )
            }
          />
        </Field>
        <Field label="Leader photo" hint="A square photo works best">
          <ImageUpload
            value={photo}
            onChange={setPhoto}
            previewAlt="Current photo of Kwame Mensah"
            aspectRatio="1 / 1"
            maxSize={IMAGES.maxBytes}
          />
        </Field>
      </div>
    </Section>
  );
}
