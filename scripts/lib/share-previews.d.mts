import type { IncomingMessage, ServerResponse } from 'node:http';

export function shareFunctionUrl(
  req: IncomingMessage,
  pathname: string,
  documentConfig: (pathname: string) => { supabaseUrl?: string } | null,
): string | null;

export function answerFromShare(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  fallback: () => void,
): Promise<void>;
