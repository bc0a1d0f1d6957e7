// Runs unchanged on Supabase Edge Functions (Deno) and inside the local API (Node).
export type Env = (name: string) => string | undefined;

interface DenoLike {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;

/** The deployed runtime's environment (Deno.env on Supabase, process.env under Node). */
export const runtimeEnv: Env = (name) =>
  deno
    ? deno.env.get(name)
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];

/** `Deno.serve(handler)` on Supabase; under Node the local API imports the handler instead. */
export function serveOnDeno(handler: (request: Request) => Promise<Response>): void {
  deno?.serve(handler);
}
