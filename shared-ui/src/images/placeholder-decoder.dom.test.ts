import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { encodePlaceholder } from '../pictures';
import { decodedPlaceholder, usePlaceholderDecoder } from './placeholder-decoder';

const THUMB_HASH = encodePlaceholder({ width: 4, height: 3 }, new Uint8Array(48).fill(128));

describe('the ThumbHash decoder', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is not loaded under the splash, and is once the first screen has shown and a picture wants it', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'],
    });
    const { result, rerender } = renderHook(({ wanted }) => usePlaceholderDecoder(wanted), {
      initialProps: { wanted: false },
    });
    act(() => void vi.advanceTimersByTime(SPLASH_DURATION_MS + 1100));
    expect(result.current).toBe(false);
    expect(decodedPlaceholder(THUMB_HASH)).toBeUndefined();
    vi.useRealTimers();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(true));
    expect(decodedPlaceholder(THUMB_HASH)).toMatch(/^data:image\/bmp;base64,/);
    // Later pictures draw theirs on their first render.
    expect(renderHook(() => usePlaceholderDecoder(true)).result.current).toBe(true);
  });
});
