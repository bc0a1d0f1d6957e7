import { createHash } from 'node:crypto';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_PATH,
  manifestSchema,
  type Manifest,
  type Row,
} from '../archive/index.ts';
import { RestoreRefused } from './refusal.ts';
import { ZipReader } from './zip-reader.ts';

export interface VerifiedArchive {
  manifest: Manifest;
  /** Each table's rows, in the manifest's (restore) order. */
  rows: Map<string, Row[]>;
  zip: ZipReader;
}

const damaged = (detail: string) =>
  new RestoreRefused('damaged', `The archive is damaged: ${detail}. Nothing was written.`);

async function readManifest(zip: ZipReader): Promise<Manifest> {
  if (!zip.has(MANIFEST_PATH))
    throw damaged(`it has no ${MANIFEST_PATH}; is it a backup made by \`pnpm backup\`?`);
  let json: unknown;
  try {
    json = JSON.parse((await zip.read(MANIFEST_PATH)).toString('utf8'));
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw damaged(`${MANIFEST_PATH} is not valid JSON`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT)
    throw damaged(`${MANIFEST_PATH} does not describe a ${ARCHIVE_FORMAT} archive`);
  if (typeof format.formatVersion === 'number' && format.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new RestoreRefused(
      'newer-format',
      `The archive uses archive format ${format.formatVersion}; this checkout reads up to ${ARCHIVE_FORMAT_VERSION}. Update the checkout and run the restore again. Nothing was written.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw damaged(
      `${MANIFEST_PATH} is malformed at ${issue.path.join('.') || 'its top level'} (${issue.message})`,
    );
  }
  return parsed.data;
}

/**
 * Opens an archive and checks all of it before anything is written anywhere: the manifest's shape, every
 * file's SHA-256 and size, and every table's row count.
 */
export async function openVerifiedArchive(file: string): Promise<VerifiedArchive> {
  const zip = await ZipReader.open(file);
  try {
    const manifest = await readManifest(zip);
    const rows = new Map<string, Row[]>();
    for (const table of manifest.tables) {
      const bytes = await zip.read(table.path);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (sha256 !== table.sha256 || bytes.length !== table.bytes) {
        throw damaged(`${table.path} does not match its checksum`);
      }
      const parsed = JSON.parse(bytes.toString('utf8')) as unknown;
      if (!Array.isArray(parsed) || parsed.length !== table.rows) {
        throw damaged(
          `${table.path} holds ${Array.isArray(parsed) ? parsed.length : 'no'} rows, not ${table.rows}`,
        );
      }
      rows.set(table.name, parsed as Row[]);
    }
    for (const object of manifest.objects) {
      const hash = createHash('sha256');
      let size = 0;
      await zip.stream(object.path, (chunk) => {
        hash.update(chunk);
        size += chunk.length;
      });
      if (hash.digest('hex') !== object.sha256 || size !== object.size) {
        throw damaged(`${object.path} does not match its checksum`);
      }
    }
    return { manifest, rows, zip };
  } catch (error) {
    zip.close();
    throw error;
  }
}
