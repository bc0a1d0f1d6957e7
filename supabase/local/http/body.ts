import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';

/** Reads the whole body, refusing (413) once it passes `limit` bytes. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** JSON body or `undefined` when empty; malformed JSON → `invalid()`. */
export async function readJson(
  req: IncomingMessage,
  limit: number,
  errors: { tooLarge: () => HttpError; invalid: (message: string) => HttpError },
): Promise<unknown> {
  const raw = await readBody(req, limit, errors.tooLarge);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw errors.invalid((error as Error).message);
  }
}
