import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { RestoreRefused } from './refusal.ts';

const damaged = (detail: string) =>
  new RestoreRefused('damaged', `The archive is damaged: ${detail}. Nothing was written.`);

/**
 * A zip read from its central directory (random access, one entry at a time, never the whole archive in
 * memory). Every entry's bytes are checked against the CRC-32 the zip recorded for them.
 */
export class ZipReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(file: string): Promise<ZipReader> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new RestoreRefused('missing', `No archive at ${file}.`);
      throw damaged(`not a complete zip file (${error.message})`);
    });
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', (error: Error) =>
        reject(damaged(`its table of contents is unreadable (${error.message})`)),
      );
      zip.readEntry();
    }).catch((error) => {
      zip.close();
      throw error;
    });
    return new ZipReader(zip, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Streams one entry through `onChunk`; refuses it if its bytes do not match its CRC-32. */
  async stream(name: string, onChunk: (chunk: Buffer) => void): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw damaged(`${name} is missing`);
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    ).catch((error: Error) => {
      throw damaged(`${name} cannot be read (${error.message})`);
    });
    let crc = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        crc = crc32(chunk, crc);
        onChunk(chunk);
      }
    } catch (error) {
      throw damaged(`${name} cannot be read (${(error as Error).message})`);
    }
    if (crc >>> 0 !== entry.crc32 >>> 0) throw damaged(`${name} does not match its CRC-32`);
  }

  async read(name: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await this.stream(name, (chunk) => chunks.push(chunk));
    return Buffer.concat(chunks);
  }

  close(): void {
    this.zip.close();
  }
}
