import { vi } from 'vitest';

/** What a page drew on canvases (happy-dom has no 2D canvas): each drawing's size and pixels. */
export interface Drawing {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** A 2D context that keeps what was put on it; toDataURL answers a PNG data URL naming the drawing. */
export function installFakeCanvas(): Drawing[] {
  const drawings: Drawing[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width: canvasWidth, height: canvasHeight } = this;
    return {
      createImageData: (width: number, height: number) => ({
        width,
        height,
        data: new Uint8ClampedArray(width * height * 4),
      }),
      putImageData: (pixels: Drawing) =>
        drawings.push({ ...pixels, width: canvasWidth, height: canvasHeight }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    () => `data:image/png;base64,drawing${drawings.length}`,
  );
  return drawings;
}
