import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../api/helpers.ts';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

/** Loads the conformance schema (fixture.sql) into `api`'s database and lets the API see it. */
export async function loadFixture(api: TestApi): Promise<void> {
  await api.db.exec(FIXTURE);
  await api.reloadSchema();
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** What PostgREST says in an error body; details and hint are null unless given. */
export interface ErrorBody {
  code: string;
  message: string;
  details?: string;
  hint?: string;
}

/** Asserts that `res` is PostgREST's error answer: the status, and a body of exactly its four fields. */
export function expectError(res: Answer, status: number, { code, message, details, hint }: ErrorBody) {
  expect([res.status, res.json]).toEqual([
    status,
    { code, details: details ?? null, hint: hint ?? null, message },
  ]);
}

export interface Conformance {
  readonly api: TestApi;
  /** A raw request to /rest/v1 with the anon key, as any HTTP client would make it. */
  request(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Answer>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
}

/**
 * The local API on `engine` with the fixture loaded, for the enclosing describe block. Requests are made with
 * fetch, not supabase-js, so every header and status is PostgREST's own. Tests that write restore what they change.
 */
export function useConformance(engine: Engine): Conformance {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi({ engine, seed: false, schemas: ['public', 'v2'] });
    await loadFixture(api);
  });
  afterAll(async () => {
    await api?.close();
  });
  const request: Conformance['request'] = async (method, path, options = {}) => {
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    const res = await fetch(`${api!.url}/rest/v1${path}`, {
      method,
      headers: {
        apikey: api!.anonKey,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
  return {
    get api() {
      return api!;
    },
    request,
    get: (path, headers) => request('GET', path, { headers }),
  };
}
