import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { RouteContext } from '../http/context.ts';
import type { ObjectRow } from './access.ts';
import { invalidRequest, noSuchKey, storageError } from './errors.ts';
import { filePath, tempName } from './names.ts';

// Storage's defaults (IMAGE_TRANSFORMATION_LIMIT_MIN/MAX_SIZE) and storage-js's documented quality.
const MIN_SIZE = 1;
const MAX_SIZE = 2000;
const DEFAULT_QUALITY = 80;
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 50_000_000;
const MEMO_LIMIT = 5000;

export interface RenderParams {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'origin' | 'avif' | 'webp';
}

function intParam(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d{1,6}$/.test(value)) throw invalidRequest(`querystring/${name} must be integer`);
  const n = Number(value);
  return n === 0 ? undefined : Math.min(Math.max(n, MIN_SIZE), MAX_SIZE);
}

/** Query (or a signed token's `transformations`) → parameters; format negotiated from Accept when absent. */
export function renderParams(query: URLSearchParams, accept: string | undefined): RenderParams {
  const resize = query.get('resize') ?? 'cover';
  if (!['cover', 'contain', 'fill'].includes(resize)) throw invalidRequest('querystring/resize must be equal to one of the allowed values');
  const qualityRaw = query.get('quality');
  let quality = DEFAULT_QUALITY;
  if (qualityRaw !== null && qualityRaw !== '') {
    if (!/^\d{1,3}$/.test(qualityRaw) || Number(qualityRaw) < 20 || Number(qualityRaw) > 100) {
      throw invalidRequest('querystring/quality must be >= 20 and <= 100');
    }
    quality = Number(qualityRaw);
  }
  let format = query.get('format');
  if (format !== null && !['origin', 'avif', 'webp'].includes(format)) throw invalidRequest('querystring/format must be equal to one of the allowed values');
  // Hosted Supabase serves WebP to clients that accept it; AVIF only when asked for.
  if (format === null) format = accept?.includes('image/webp') ? 'webp' : 'origin';
  return { width: intParam(query.get('width'), 'width'), height: intParam(query.get('height'), 'height'), resize: resize as RenderParams['resize'], quality, format: format as RenderParams['format'] };
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

interface Rendered {
  file: string;
  contentType: string;
  etag: string;
  size: number;
}

export class Renderer {
  private readonly known = new Map<string, Rendered>();
  private readonly inflight = new Map<string, Promise<Rendered>>();

  constructor(
    private readonly cacheDir: string,
    private readonly tmpDir: string,
  ) {}

  private async produce(key: string, source: string, row: ObjectRow, p: RenderParams): Promise<Rendered> {
    const cached = this.known.get(key);
    if (cached) return cached;
    const file = path.join(this.cacheDir, key);
    const onDisk = await stat(file).catch(() => undefined);
    const sourceType = row.metadata?.mimetype ?? 'application/octet-stream';
    let contentType = p.format === 'webp' ? 'image/webp' : p.format === 'avif' ? 'image/avif' : sourceType;
    if (!onDisk) {
      const info = await stat(source).catch(() => undefined);
      if (!info?.isFile()) throw noSuchKey();
      if (info.size > MAX_SOURCE_BYTES) throw storageError('InvalidRequest', 400, 'Bad Request', 'Image too large to transform');
      let image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' }).rotate();
      if (p.width || p.height) image = image.resize({ width: p.width, height: p.height, fit: FIT[p.resize], withoutEnlargement: true });
      // Low encoder effort: a local server should answer fast; the bytes differ by a few per cent.
      if (p.format === 'webp') image = image.webp({ quality: p.quality, effort: 1 });
      else if (p.format === 'avif') image = image.avif({ quality: p.quality, effort: 2 });
      else if (sourceType === 'image/jpeg') image = image.jpeg({ quality: p.quality, mozjpeg: false });
      else if (sourceType === 'image/png') image = image.png();
      else if (sourceType === 'image/webp') image = image.webp({ quality: p.quality });
      else if (sourceType === 'image/avif') image = image.avif({ quality: p.quality, effort: 2 });
      else {
        contentType = 'image/png';
        image = image.png();
      }
      let data: Buffer;
      try {
        data = await image.toBuffer();
      } catch {
        throw storageError('InvalidRequest', 400, 'Bad Request', 'The source is not an image that can be transformed');
      }
      const tmp = tempName(this.tmpDir);
      await writeFile(tmp, data);
      await rename(tmp, file).catch(async () => unlink(tmp).catch(() => undefined));
    }
    const size = onDisk?.size ?? (await stat(file)).size;
    const rendered = { file, contentType, etag: `"${key}"`, size };
    if (this.known.size >= MEMO_LIMIT) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, rendered);
    return rendered;
  }

  /** Renders (or finds the cached render of) this object version with these parameters, and sends it. */
  async send(ctx: RouteContext, row: ObjectRow, p: RenderParams): Promise<void> {
    const version = row.version ?? row.metadata?.eTag ?? row.updated_at;
    const key = createHash('sha1').update(JSON.stringify([row.bucket_id, row.name, version, p])).digest('hex');
    let job = this.inflight.get(key);
    if (!job) {
      const source = filePath(ctx.state.paths.storageDir, row.bucket_id, row.name);
      job = this.produce(key, source, row, p).finally(() => this.inflight.delete(key));
      this.inflight.set(key, job);
    }
    const out = await job;
    const headers = {
      'Content-Type': out.contentType,
      'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
      ETag: out.etag,
      Vary: 'Accept',
      'Content-Length': String(out.size),
    };
    if (ctx.req.headers['if-none-match'] === out.etag) {
      ctx.res.writeHead(304, headers);
      ctx.res.end();
      return;
    }
    ctx.res.writeHead(200, headers);
    if (ctx.req.method === 'HEAD') return void ctx.res.end();
    createReadStream(out.file).on('error', () => ctx.res.destroy()).pipe(ctx.res);
  }
}
