import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_ID, cacheControlFor } from './cache-policy.mjs';
import { appFolder, readPointer, releaseFolder } from './deploy-root.mjs';
import { answer, fileServer, listen } from './static-server.mjs';

/**
 * The reference host over a deploy root (deploy-root.mjs), as a production host serves what `pnpm release`
 * uploads. Every request reads the pointer afresh, so a promote or rollback (one rename) takes effect for the
 * next request.
 *
 * - shell: documents and other files from the live shell release; `/assets/…` from it or, for a tab still
 *   running an earlier shell, from any stored shell release (a hashed name means the same bytes in each);
 *   `/app-config.json` is the pointer, byte for byte, with an ETag.
 * - public-site, admin-portal: their folder, release folders under their ids (immutable).
 */
export function startReleaseHost({ root, app, port, host }) {
  if (app !== 'shell') {
    const files = fileServer(appFolder(root, app), { releases: true });
    return listen({ port, host }, (req, res) => files(req, res));
  }
  const servers = new Map();
  const filesOf = (dir) => {
    if (!servers.has(dir)) servers.set(dir, fileServer(dir, { spa: true }));
    return servers.get(dir);
  };
  const liveShellOf = (pointer) => {
    const live = pointer?.config.releases?.shell;
    return live ? releaseFolder(root, 'shell', live) : null;
  };
  return listen(
    {
      port,
      host,
      documentConfig: () => readPointer(root)?.config ?? null,
      documentFile: () => {
        const dir = liveShellOf(readPointer(root));
        return dir && path.join(dir, 'index.html');
      },
    },
    (req, res, pathname) => {
      const pointer = readPointer(root);
      const liveDir = liveShellOf(pointer);
      if (pathname === '/app-config.json' && pointer) return sendPointer(req, res, pointer.bytes);
      if (!liveDir) return answer(res, 503, 'No shell release is live yet: run `pnpm release shell`.');
      const dir =
        pathname.startsWith('/assets/') && !existsSync(path.join(liveDir, pathname))
          ? (storedShellReleases(root).find((other) => existsSync(path.join(other, pathname))) ?? liveDir)
          : liveDir;
      filesOf(dir)(req, res);
    },
  );
}

/** The stored shell releases' folders, newest first. */
function storedShellReleases(root) {
  const folder = appFolder(root, 'shell');
  return readdirSync(folder)
    .filter((name) => RELEASE_ID.test(name))
    .map((name) => path.join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

function sendPointer(req, res, bytes) {
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', cacheControlFor('runtime config'));
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  res.end(bytes);
}
