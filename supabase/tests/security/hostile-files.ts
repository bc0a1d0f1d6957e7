// Files whose bytes lie about their type, the genuine article of each checked type, and a pixel flood: the upload
// cases of hostile-more.test.ts (in this order: the upsert and update cases replace files uploaded before them).
import sharp from 'sharp';
import { renderOdp, renderPdf } from '../../seed/files.ts';
import { genuine as genuineFile } from './genuine-files.ts';
import type { RawRequest } from './raw-request.ts';

export interface Case extends RawRequest {
  /** Default: any 4xx (refused). A function judges answers that are fine when harmless. */
  expect?: (status: number, body: string, headers: Record<string, string | string[] | undefined>) => boolean;
}

export async function fileCases(adminToken: string, memberToken: string): Promise<Case[]> {
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const refusedAsLying = (status: number, body: string) =>
    status >= 400 && status < 500 && /"code":"InvalidRequest"/.test(body) && /is not a real/.test(body);
  const notStored = (status: number) => status === 400 || status === 404;
  const servedAs =
    (type: string) => (s: number, _b: string, h: Record<string, string | string[] | undefined>) =>
      s === 200 && h['content-type'] === type && h['x-content-type-options'] === 'nosniff';
  const objectPath = (bucket: string, name: string) => `/storage/v1/object/${bucket}/hostile/${name}`;
  const publicPath = (bucket: string, name: string) => `/storage/v1/object/public/${bucket}/hostile/${name}`;
  const multipart = (type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--lie\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--lie\r\nContent-Disposition: form-data; name=""; filename="f"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n--lie--\r\n'),
    ]);
  /** Bytes that are not the declared type: refused with a clear message, and nothing to read back. */
  const lying = (
    name: string,
    type: string,
    body: Buffer,
    how: 'raw' | 'multipart' | 'upsert' | 'update' = 'raw',
    bucket = 'images',
  ): Case[] => [
    {
      name: `${how} upload of ${name} declared ${type}`,
      method: how === 'update' ? 'PUT' : 'POST',
      path: objectPath(bucket, name),
      headers: {
        ...as(adminToken),
        'content-type': how === 'multipart' ? 'multipart/form-data; boundary=lie' : type,
        ...(how === 'upsert' ? { 'x-upsert': 'true' } : {}),
      },
      body: how === 'multipart' ? multipart(type, body) : body,
      expect: refusedAsLying,
    },
    how === 'upsert' || how === 'update'
      ? { name: `${name} still holds the real file`, path: publicPath(bucket, name), expect: servedAs(type) }
      : { name: `${name} was not stored`, path: publicPath(bucket, name), expect: notStored },
  ];
  /** The genuine article of each checked type: stored, and served as declared with nosniff. */
  const genuine = (name: string, type: string, body: Buffer, bucket = 'images'): Case[] => [
    {
      name: `upload a real ${type}`,
      method: 'POST',
      path: objectPath(bucket, name),
      headers: { ...as(adminToken), 'content-type': type },
      body,
      expect: (s) => s === 200,
    },
    { name: `read the real ${type} back`, path: publicPath(bucket, name), expect: servedAs(type) },
  ];
  const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } });
  const real = {
    png: await pixel.clone().png().toBuffer(),
    jpeg: await pixel.clone().jpeg().toBuffer(),
    webp: await pixel.clone().webp().toBuffer(),
    gif: await pixel.clone().gif().toBuffer(),
    avif: await pixel.clone().avif().toBuffer(),
    pdf: renderPdf('Real', [['A real PDF']]),
    odp: renderOdp([['A real ODP']]),
    pptx: genuineFile.pptx(),
    ppt: genuineFile.ppt(),
    key: genuineFile.key(),
  };
  const ODP = 'application/vnd.oasis.opendocument.presentation';
  const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  const PPT = 'application/vnd.ms-powerpoint';
  const KEY = 'application/vnd.apple.keynote';
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');
  const flood = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // A valid PNG header claiming 60000 × 60000 pixels (3.6 gigapixels): a decoder must refuse, not allocate.
  flood.writeUInt32BE(60_000, 16);
  flood.writeUInt32BE(60_000, 20);
  return [
    ...genuine('real.png', 'image/png', real.png),
    ...genuine('real.jpg', 'image/jpeg', real.jpeg),
    ...genuine('real.webp', 'image/webp', real.webp),
    ...genuine('real.gif', 'image/gif', real.gif),
    ...genuine('real.avif', 'image/avif', real.avif),
    ...genuine('real.pdf', 'application/pdf', real.pdf, 'sermon-presentations'),
    ...genuine('real.odp', ODP, real.odp, 'sermon-presentations'),
    ...genuine('real.pptx', PPTX, real.pptx, 'sermon-presentations'),
    ...genuine('real.ppt', PPT, real.ppt, 'sermon-presentations'),
    ...genuine('real.key', KEY, real.key, 'sermon-presentations'),
    ...lying('script.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    ...lying('page.jpg', 'image/jpeg', html),
    ...lying('exe.webp', 'image/webp', Buffer.from('MZ\x90\x00 not an image')),
    ...lying(
      'svg.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ),
    ...lying('empty.png', 'image/png', Buffer.alloc(0)),
    ...lying('half-signature.png', 'image/png', real.png.subarray(0, 4)),
    ...lying('jpeg.png', 'image/png', real.jpeg),
    ...lying('png.jpg', 'image/jpeg', real.png),
    ...lying('gif.webp', 'image/webp', real.gif),
    ...lying('webp.gif', 'image/gif', real.webp),
    ...lying('png.avif', 'image/avif', real.png),
    ...lying('page.pdf', 'application/pdf', html, 'raw', 'sermon-presentations'),
    ...lying('png.pdf', 'application/pdf', real.png, 'raw', 'sermon-presentations'),
    ...lying('pdf.odp', ODP, real.pdf, 'raw', 'sermon-presentations'),
    ...lying('zeros.odp', ODP, Buffer.alloc(2000), 'raw', 'sermon-presentations'),
    ...lying('odp.pptx', PPTX, real.odp, 'raw', 'sermon-presentations'),
    ...lying('ones.pptx', PPTX, Buffer.alloc(4096, 1), 'raw', 'sermon-presentations'),
    ...lying('pdf.ppt', PPT, real.pdf, 'raw', 'sermon-presentations'),
    ...lying('page.key', KEY, html, 'raw', 'sermon-presentations'),
    ...lying('ppt.key', 'application/x-iwork-keynote-sffkey', real.ppt, 'raw', 'sermon-presentations'),
    ...lying('multipart.png', 'image/png', html, 'multipart'),
    ...lying('multipart.pdf', 'application/pdf', real.jpeg, 'multipart', 'sermon-presentations'),
    ...lying('real.png', 'image/png', html, 'upsert'),
    ...lying('real.jpg', 'image/jpeg', real.png, 'update'),
    {
      name: 'upload real.svg as image/svg+xml',
      method: 'POST',
      path: objectPath('images', 'real.svg'),
      headers: { ...as(adminToken), 'content-type': 'image/svg+xml' },
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    },
    {
      name: 'upload a pixel flood (a real PNG header)',
      method: 'POST',
      path: objectPath('images', 'flood.png'),
      headers: { ...as(adminToken), 'content-type': 'image/png' },
      body: flood,
      expect: (s) => s === 200,
    },
    {
      name: 'render a pixel flood',
      path: '/storage/v1/render/image/public/images/hostile/flood.png?width=100',
      expect: (s) => s >= 400 && s < 500,
    },
    {
      name: 'member uploads',
      method: 'POST',
      path: '/storage/v1/object/images/hostile/member.png',
      headers: { ...as(memberToken), 'content-type': 'image/png' },
      body: flood,
    },
  ];
}
