import type { Handler, RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { buckets } from './buckets.ts';
import { storageError } from './errors.ts';
import { copy, list, move, removeMany, removeOne } from './manage.ts';
import { splitBucketPath, checkBucketId } from './names.ts';
import { download, loadObject, objectInfo, type Access } from './read.ts';
import { Renderer, renderParams } from './render.ts';
import { signMany, signObject, verifySigned } from './sign.ts';
import { upload } from './upload.ts';

const notAllowed = (method: string | undefined) =>
  storageError('InvalidRequest', 405, 'Method Not Allowed', `Route ${method} not allowed`);
const notFound = () => storageError('NotFound', 404, 'Not Found', 'Route not found');

/** Hosted Storage's answer to a render request on a plan without image transformations (Free). */
function featureNotEnabled(ctx: RouteContext) {
  sendJson(ctx.res, 403, {
    error: 'FeatureNotEnabled',
    statusCode: '403',
    message: 'feature not enabled for this tenant',
    code: 'FeatureNotEnabled',
  });
}

export function makeStorageHandler(features: { imageTransformation: boolean }): Handler {
  let renderer: Renderer | undefined;
  const render = async (ctx: RouteContext, mode: string, tail: string) => {
    if (!features.imageTransformation) return featureNotEnabled(ctx);
    if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') throw notAllowed(ctx.req.method);
    const { bucket, name } = splitBucketPath(tail);
    let query = ctx.url.searchParams;
    let access: Access;
    if (mode === 'sign') {
      const { transformations } = await verifySigned(ctx, bucket, name);
      query = new URLSearchParams(transformations ?? '');
      access = { signed: { role: 'service_role', claims: {} } };
    } else if (mode === 'public' || mode === 'authenticated') access = mode;
    else throw notFound();
    const params = renderParams(query, ctx.req.headers.accept);
    const row = await loadObject(ctx, bucket, name, access);
    renderer ??= new Renderer(ctx.state.paths.renderCacheDir, ctx.state.paths.tmpDir);
    await renderer.send(ctx, row, params);
  };

  return async (ctx) => {
    const method = ctx.req.method;
    const parts = ctx.path.split('/');
    const [area, second] = parts;
    if (area === 'bucket') return buckets(ctx, parts.slice(1).filter(Boolean).map(decodeURIComponent));
    if (area === 'render' && second === 'image' && parts.length >= 5)
      return render(ctx, parts[2]!, parts.slice(3).join('/'));
    if (area === 'health' && method === 'GET') return sendJson(ctx.res, 200, { healthy: true });
    if (area !== 'object' || second === undefined) throw notFound();
    const rest = parts.slice(2).join('/');
    const read = method === 'GET' || method === 'HEAD';
    if (second === 'list' && parts.length === 3) {
      if (method !== 'POST') throw notAllowed(method);
      return list(ctx, checkBucketId(decodeURIComponent(parts[2]!)));
    }
    if ((second === 'move' || second === 'copy') && parts.length === 2) {
      if (method !== 'POST') throw notAllowed(method);
      return second === 'move' ? move(ctx) : copy(ctx);
    }
    if (second === 'sign') {
      if (method === 'POST' && parts.length === 3)
        return signMany(ctx, checkBucketId(decodeURIComponent(parts[2]!)));
      const { bucket, name } = splitBucketPath(rest);
      if (method === 'POST') return signObject(ctx, bucket, name);
      if (!read) throw notAllowed(method);
      await verifySigned(ctx, bucket, name);
      return download(ctx, bucket, name, { signed: { role: 'service_role', claims: {} } });
    }
    if (second === 'info') {
      if (!read) throw notAllowed(method);
      const mode = parts[2] === 'public' || parts[2] === 'authenticated' ? parts[2] : undefined;
      const { bucket, name } = splitBucketPath(mode ? parts.slice(3).join('/') : rest);
      return objectInfo(ctx, bucket, name, mode ?? 'authenticated');
    }
    if ((second === 'public' || second === 'authenticated') && parts.length >= 4) {
      if (!read) throw notAllowed(method);
      const { bucket, name } = splitBucketPath(rest);
      return download(ctx, bucket, name, second);
    }
    if (parts.length === 2 || (parts.length === 3 && parts[2] === '')) {
      if (method !== 'DELETE') throw notAllowed(method);
      return removeMany(ctx, checkBucketId(decodeURIComponent(second)));
    }
    const { bucket, name } = splitBucketPath(parts.slice(1).join('/'));
    if (method === 'POST') return upload(ctx, bucket, name, 'create');
    if (method === 'PUT') return upload(ctx, bucket, name, 'update');
    if (read) return download(ctx, bucket, name, 'authenticated');
    if (method === 'DELETE') return removeOne(ctx, bucket, name);
    throw notAllowed(method);
  };
}
