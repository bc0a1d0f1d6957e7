import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
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
  if (!['cover', 'contain', 'fill'].includes(resize))
    throw invalidRequest('querystring/resize must be equal to one of the allowed values');
  const qualityRaw = query.get('quality');
  let quality = DEFAULT_QUALITY;
  if (qualityRaw !== null && qualityRaw !== '') {
    if (!/^\d{1,3}$/.test(qualityRaw) || Number(qualityRaw) < 20 || Number(qualityRaw) > 100) {
      throw invalidRequest('querystring/quality must be >= 20 and <= 100');
    }
    quality = Number(qualityRaw);
  }
  let format = query.get('format');
  if (format !== null && !['origin', 'avif', 'webp'].includes(format))
    throw invalidRequest('querystring/format must be equal to one of the allowed values');
  // Hosted Supabase serves WebP to clients that accept it; AVIF only when asked for.
  if (format === null) format = accept?.includes('image/webp') ? 'webp' : 'origin';
  return {
    width: intParam(query.get('width'), 'width'),
    height: intParam(query.get('height'), 'height'),
    resize: resize as RenderParams['resize'],
    quality,
    format: format as RenderParams['format'],
  };
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

interface Rendered {
  file: string;
  contentType: string;
  etag: string;
  size: number;
  /** The bytes of a render this process just made (sent from memory, not read back from disk). */
  data?: Buffer;
}

// libvips' operation cache keeps opened sources by file name: a replaced object (same path) could render stale
// pixels, and a "cold" render was helped by the earlier open of the same file (about 2 ms of ~55). Rendered
// results are cached on disk instead, keyed by object version and parameters.
sharp.cache(false);

export class Renderer {
  private readonly known = new Map<string, Rendered>();
  private readonly inflight = new Map<string, Promise<Rendered>>();

  constructor(
    private readonly cacheDir: string,
    private readonly tmpDir: string,
  ) {}

  private async render(
    source: string,
    info: Stats | undefined,
    contentType: string,
    p: RenderParams,
  ): Promise<Buffer> {
    if (!info?.isFile()) throw noSuchKey();
    if (info.size > MAX_SOURCE_BYTES)
      throw storageError('InvalidRequest', 400, 'Bad Request', 'Image too large to transform');
    // sharp decodes a JPEG at 1/2, 1/4 or 1/8 scale when the target is that much smaller (shrink-on-load).
    let image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true });
    if (p.width || p.height)
      image = image.resize({
        width: p.width,
        height: p.height,
        fit: FIT[p.resize],
        withoutEnlargement: true,
      });
    // Low encoder effort when converting: a local server should answer fast; the bytes differ by a few per cent.
    if (contentType === 'image/webp')
      image = image.webp({ quality: p.quality, effort: p.format === 'webp' ? 1 : 4 });
    else if (contentType === 'image/avif') image = image.avif({ quality: p.quality, effort: 2 });
    else if (contentType === 'image/jpeg') image = image.jpeg({ quality: p.quality, mozjpeg: false });
    else image = image.png();
    try {
      return await image.toBuffer();
    } catch {
      throw storageError(
        'InvalidRequest',
        400,
        'Bad Request',
        'The source is not an image that can be transformed',
      );
    }
  }

  private remember(key: string, rendered: Rendered) {
    if (this.known.size >= MEMO_LIMIT) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, rendered);
  }

  /** The render for `key`: remembered, on disk from an earlier run, or made now (then written to disk). */
  private async produce(key: string, source: string, row: ObjectRow, p: RenderParams): Promise<Rendered> {
    const cached = this.known.get(key);
    if (cached) return cached;
    const file = path.join(this.cacheDir, key);
    const etag = `"${key}"`;
    const contentType = renderedType(row.metadata?.mimetype ?? 'application/octet-stream', p);
    // Both looked up at once: each is a round trip through libuv's thread pool, slow when the machine is busy.
    const [onDisk, sourceInfo] = await Promise.all([
      stat(file).catch(() => undefined),
      stat(source).catch(() => undefined),
    ]);
    if (onDisk) {
      const rendered = { file, contentType, etag, size: onDisk.size };
      this.remember(key, rendered);
      return rendered;
    }
    const data = await this.render(source, sourceInfo, contentType, p);
    return { file, contentType, etag, size: data.length, data };
  }

  /** Writes a fresh render to the disk cache; until then requests for it share the job holding its bytes. */
  private async store(key: string, rendered: Rendered): Promise<void> {
    const { data, ...onDisk } = rendered;
    if (!data) return;
    const tmp = tempName(this.tmpDir);
    try {
      await writeFile(tmp, data);
      await rename(tmp, rendered.file);
      this.remember(key, onDisk);
    } catch {
      await unlink(tmp).catch(() => undefined);
    }
  }

  /** Renders (or finds the cached render of) this object version with these parameters, and sends it. */
  async send(ctx: RouteContext, row: ObjectRow, p: RenderParams): Promise<void> {
    const version = row.version ?? row.metadata?.eTag ?? row.updated_at;
    const key = createHash('sha1')
      .update(JSON.stringify([row.bucket_id, row.name, version, p]))
      .digest('hex');
    let job = this.inflight.get(key);
    if (!job) {
      const source = filePath(ctx.state.paths.storageDir, row.bucket_id, row.name);
      job = this.produce(key, source, row, p);
      this.inflight.set(key, job);
      void job
        .then((rendered) => this.store(key, rendered))
        .catch(() => undefined)
        .finally(() => this.inflight.delete(key));
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
    if (out.data) return void ctx.res.end(out.data);
    createReadStream(out.file)
      .on('error', () => ctx.res.destroy())
      .pipe(ctx.res);
  }
}

/** The type a render of `sourceType` is encoded to: the requested format, else the source's when sharp writes it, else PNG. */
function renderedType(sourceType: string, p: RenderParams): string {
  if (p.format === 'webp') return 'image/webp';
  if (p.format === 'avif') return 'image/avif';
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(sourceType)
    ? sourceType
    : 'image/png';
}
