import { useLayoutEffect, useState } from 'react';

/**
 * A blob: URL for a file chosen in the browser, to show it before it is uploaded; revoked when the file changes
 * and on unmount. Made in a layout effect, not during render: StrictMode's unmount and remount (development) then
 * gets a fresh URL instead of the revoked one (a broken image), and a layout effect runs before the browser
 * paints, so the preview is there on the first frame. Never answers a URL made for another file.
 */
export function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [current, setCurrent] = useState<{ file: Blob; url: string }>();
  useLayoutEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setCurrent({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && current?.file === file ? current.url : undefined;
}
