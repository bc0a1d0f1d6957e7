import { startTransition, useEffect, useState } from 'react';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';

// The ThumbHash decoder is loaded once the first screen has shown, not with it: it would add to every visitor's
// first load (bench P1), and under the splash nobody sees a placeholder. Until then a frame shows its plain
// background; a picture that arrives first needs no placeholder at all.

type Decoder = typeof import('../pictures/placeholder-image');

let decoder: Decoder | undefined;
let loading: Promise<Decoder> | undefined;

function loadDecoder(): Promise<Decoder> {
  loading ??= import('../pictures/placeholder-image').then(
    (module) => (decoder = module),
    (error: unknown) => {
      // A chunk that failed to load (offline, a new release) may be asked for again by the next picture.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A row's ThumbHash drawn as a data: URL, once the decoder has loaded (undefined before, or if it does not decode).
 * With `decode` false, only one already drawn on this page: a picture that has since loaded keeps the placeholder
 * it fades out from, and one that never needed it costs no decoding.
 */
export const decodedPlaceholder = (thumbHash: string, decode = true): string | undefined =>
  decode ? decoder?.placeholderDataUrl(thumbHash) : decoder?.drawnPlaceholderDataUrl(thumbHash);

/**
 * Whether ThumbHash placeholders can be drawn now. A picture that has one (`wanted`) asks for the decoder once the
 * first screen has shown, and renders again when it has arrived.
 */
export function usePlaceholderDecoder(wanted: boolean): boolean {
  const afterFirstScreen = useAfterFirstScreen();
  const [ready, setReady] = useState(decoder !== undefined);
  useEffect(() => {
    // A picture that wants it only after the decoder has come (one scrolled near) draws on that render, not another.
    if (!wanted || ready || decoder || !afterFirstScreen) return;
    let mounted = true;
    loadDecoder().then(
      // A transition: the page's pictures draw their placeholders in one render (each a ThumbHash decode of a
      // few ms on a phone), sliced so that it yields to input, not in one long task.
      () => mounted && startTransition(() => setReady(true)),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wanted, ready, afterFirstScreen]);
  return ready || decoder !== undefined;
}
