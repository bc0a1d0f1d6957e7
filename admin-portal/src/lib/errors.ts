/** A sentence a volunteer can act on, from whatever a fetch, PostgREST, storage or XHR threw. */
export function describeError(error: unknown): string {
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return NETWORK_MESSAGE;
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (code === '42501')
      return 'You do not have permission to change this. Sign in again as an administrator.';
    if (code === '23514' && typeof message === 'string') return `The server refused a value: ${message}`;
    if (typeof message === 'string' && message.trim()) {
      if (/failed to fetch|networkerror|load failed|network request failed/i.test(message))
        return NETWORK_MESSAGE;
      return message;
    }
  }
  if (typeof error === 'string' && error.trim()) return error;
  return 'Something went wrong. Please try again.';
}

export const NETWORK_MESSAGE =
  'Could not reach the server. Check your connection, then try again: nothing you entered is lost.';
