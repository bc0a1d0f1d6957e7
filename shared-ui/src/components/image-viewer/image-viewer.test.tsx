import { act, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer, type ViewerImage } from './image-viewer';

/** The first screen (the splash, then an idle moment) has passed, unless a test holds it. */
const firstScreen = vi.hoisted(() => ({ passed: true, waiting: new Set<() => void>() }));
vi.mock('../../lib/use-after-first-screen', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/use-after-first-screen')>()),
  whenFirstScreenHasPassed: (run: () => void) => {
    if (firstScreen.passed) {
      run();
      return () => {};
    }
    firstScreen.waiting.add(run);
    return () => firstScreen.waiting.delete(run);
  },
}));

const BASE = 'https://abc.supabase.co/storage/v1/object/public/images/gallery';
const IMAGES: ViewerImage[] = [
  { src: `${BASE}/1.jpg`, alt: 'Choir singing', caption: 'Easter choir' },
  {
    src: `${BASE}/2.jpg`,
    // Prepared: variants up to the largest responsive width.
    meta: {
      width: 2400,
      height: 1600,
      variants: [320, 480, 640, 750, 828, 1080, 1200, 1920],
      placeholder: 'x',
    },
    alt: 'Pastor preaching',
    caption: 'Sunday sermon',
  },
  { src: `${BASE}/3.jpg`, alt: 'Youth camp' },
];

function Gallery({ onClose = () => {}, loop = false }: { onClose?: () => void; loop?: boolean }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open photo 2
      </button>
      {index !== null ? (
        <ImageViewer
          images={IMAGES}
          index={index}
          loop={loop}
          title="Easter 2024"
          onIndexChange={setIndex}
          onClose={() => {
            onClose();
            setIndex(null);
          }}
        />
      ) : null}
    </>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img') as HTMLImageElement;

/** Opens photo 2, lets it load, and waits until its zoom layer is round it. */
async function openWithZoomLayer(): Promise<HTMLElement> {
  render(<Gallery />);
  fireEvent.click(screen.getByRole('button', { name: 'Open photo 2' }));
  const dialog = screen.getByRole('dialog', { name: 'Easter 2024' });
  fireEvent.load(shown());
  await waitFor(() => expect(dialog.querySelector('.react-transform-wrapper')).not.toBeNull());
  return dialog;
}

describe('ImageViewer', () => {
  it('opens on the chosen image with counter and caption, focus on Close, and returns focus on Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Gallery onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open photo 2' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Easter 2024' });
    expect(shown()).toHaveAttribute('alt', 'Pastor preaching');
    // From its stored variants, never the render endpoint (Supabase Free has none).
    expect(shown().getAttribute('src')).toBe(`${BASE}/2.828w.webp`);
    expect(shown().getAttribute('srcset')).toContain(`${BASE}/2.1920w.webp 1920w`);
    expect(dialog).toHaveTextContent('Image 2 of 3');
    expect(dialog).toHaveTextContent('Sunday sermon');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close viewer' })).toHaveFocus());

    // Focus is trapped in the viewer.
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the photo at once; its zoom layer comes once the photo is on screen and the first screen has passed', async () => {
    const frames: FrameRequestCallback[] = [];
    const drawFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const transformWrapper = () => screen.getByRole('dialog').querySelector('.react-transform-wrapper');
    firstScreen.passed = false;
    try {
      render(<Gallery />);
      fireEvent.click(screen.getByRole('button', { name: 'Open photo 2' }));
      expect(shown().getAttribute('src')).toBe(`${BASE}/2.828w.webp`);
      drawFrame();
      // Not before the photo has come: on a slow line its code would share the line with the photo.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(transformWrapper()).toBeNull();

      fireEvent.load(shown());
      drawFrame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Nor under the splash, where nobody can zoom.
      expect(transformWrapper()).toBeNull();
      expect(firstScreen.waiting.size).toBe(1);

      act(() => firstScreen.waiting.forEach((run) => run()));
      await waitFor(() => expect(transformWrapper()?.querySelector('img')).toBe(shown()));
      expect(shown().getAttribute('src')).toBe(`${BASE}/2.828w.webp`);
    } finally {
      frame.mockRestore();
      firstScreen.passed = true;
      firstScreen.waiting.clear();
    }
  });

  it('moves with the arrow keys and the buttons, stopping at the ends unless looping', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2' }));
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Youth camp');
    expect(screen.getByRole('dialog')).toHaveTextContent('Image 3 of 3');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Youth camp');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Choir singing');
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  });

  it('wraps around when looping', async () => {
    const user = userEvent.setup();
    render(<Gallery loop />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Choir singing');
  });

  it('changes image on a horizontal swipe, not on a vertical one', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2' }));
    const stage = shown().closest('[class*="stage"]') as HTMLElement;
    // happy-dom drops touch lists from the init dict, so they are set on the events directly.
    const touch = (
      type: 'touchStart' | 'touchEnd',
      list: 'touches' | 'changedTouches',
      [x, y]: [number, number],
    ) => {
      const event = createEvent[type](stage);
      const point = [{ clientX: x, clientY: y }];
      Object.defineProperty(event, 'changedTouches', { value: point });
      Object.defineProperty(event, 'touches', { value: list === 'touches' ? point : [] });
      fireEvent(stage, event);
    };
    const swipe = (from: [number, number], to: [number, number]) => {
      touch('touchStart', 'touches', from);
      touch('touchEnd', 'changedTouches', to);
    };
    act(() => swipe([300, 300], [300, 100]));
    expect(shown()).toHaveAttribute('alt', 'Pastor preaching');
    act(() => swipe([300, 300], [100, 310]));
    expect(shown()).toHaveAttribute('alt', 'Youth camp');
    act(() => swipe([100, 300], [320, 290]));
    expect(shown()).toHaveAttribute('alt', 'Pastor preaching');
  });

  it('zooms on + pressed right after moving, before the zoom layer is round the new photo', async () => {
    const dialog = await openWithZoomLayer();

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    // The new photo's zoom layer comes once it is on screen (see ZoomLayer); the key is not lost meanwhile.
    expect(dialog.querySelector('.react-transform-wrapper')).toBeNull();
    fireEvent.keyDown(dialog, { key: '+' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog).toHaveAttribute('data-scale', '1.00');
    fireEvent.load(shown());
    await waitFor(() => expect(Number(dialog.getAttribute('data-scale'))).toBeGreaterThan(1));
    expect(shown()).toHaveAttribute('alt', 'Youth camp');
  });

  it('drops a zoom still waiting for its layer when the visitor moves on', async () => {
    const dialog = await openWithZoomLayer();

    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.load(shown());
    await waitFor(() => expect(dialog.querySelector('.react-transform-wrapper')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(shown()).toHaveAttribute('alt', 'Pastor preaching');
    expect(dialog).toHaveAttribute('data-scale', '1.00');
  });

  it('says when a photo did not load, and asks for it again on Try again', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2' }));
    const first = shown();
    fireEvent.error(first);
    expect(screen.getByRole('alert')).toHaveTextContent('This photo didn’t load');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).not.toBe(first);
    expect(shown().getAttribute('src')).toBe(`${BASE}/2.828w.webp`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading image');
    fireEvent.load(shown());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shown()).toHaveAttribute('data-loaded', 'true');
  });

  it('offers zoom controls: zoom out and reset start disabled, zoom in is enabled', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2' }));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading image');
    fireEvent.load(shown());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
