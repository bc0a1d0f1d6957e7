import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { encodePlaceholder } from '../pictures';
import { setImageTransformations } from './image-transformations';
import { ResponsiveImage } from './responsive-image';

const SRC = 'https://abc.supabase.co/storage/v1/object/public/images/events/harvest.jpg';
const RENDER = 'https://abc.supabase.co/storage/v1/render/image/public/images/events/harvest.jpg';

function parts(container: HTMLElement) {
  const frame = container.firstElementChild as HTMLElement;
  const placeholder = frame.querySelector('img[data-placeholder]') as HTMLImageElement | null;
  const image = frame.querySelector('img:not([data-placeholder])') as HTMLImageElement;
  return { frame, placeholder, image };
}

/** A failed source gives way to the original object; if that fails too, the frame says so. */
function expectFallbackToOriginal(container: HTMLElement) {
  const { frame, image } = parts(container);
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', SRC);
  expect(image).not.toHaveAttribute('srcset');
  fireEvent.error(image);
  expect(frame.dataset.state).toBe('error');
}

describe('ResponsiveImage where the runtime config turns image transformations on', () => {
  beforeEach(async () => {
    FakeIntersectionObserver.install();
    await setImageTransformations(true);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setImageTransformations(false);
  });

  it('reserves its box and fetches nothing, not even the placeholder, until it nears the viewport', () => {
    const { container } = render(
      <ResponsiveImage src={SRC} alt="Harvest service" width={1200} height={800} />,
    );
    const { frame, placeholder, image } = parts(container);
    expect(frame.style.aspectRatio).toBe('1200 / 800');
    expect(placeholder).not.toHaveAttribute('src');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    // Never ahead of a real picture for a connection.
    expect(placeholder).toHaveAttribute('fetchpriority', 'low');
    expect(image).not.toHaveAttribute('src');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('alt', 'Harvest service');
    expect(frame.dataset).toMatchObject({ loaded: 'false', inViewport: 'false', state: 'idle' });
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('200px');
  });

  it('requests the render URLs once near the viewport, then marks itself loaded', () => {
    const onLoad = vi.fn();
    const { container } = render(
      <ResponsiveImage src={SRC} alt="Harvest" aspectRatio="16 / 9" sizes="50vw" onLoad={onLoad} />,
    );
    const { frame, image } = parts(container);
    act(() => FakeIntersectionObserver.set(frame, true));
    expect(frame.dataset).toMatchObject({ inViewport: 'true', loaded: 'false', state: 'loading' });
    // The blurred placeholder comes with the picture (tiny, it arrives first) and shows until the picture has loaded.
    expect(parts(container).placeholder).toHaveAttribute(
      'src',
      `${RENDER}?width=20&quality=20&resize=contain`,
    );
    expect(image).toHaveAttribute('src', `${RENDER}?width=800&quality=60&resize=contain`);
    expect(image.getAttribute('srcset')).toContain(`${RENDER}?width=1920&quality=60&resize=contain 1920w`);
    expect(image).toHaveAttribute('sizes', '50vw');
    // The observer has already waited for the viewport: the browser's lazy loading would wait again.
    expect(image).toHaveAttribute('loading', 'eager');

    fireEvent.load(image);
    expect(frame.dataset).toMatchObject({ loaded: 'true', state: 'loaded' });
    expect(onLoad).toHaveBeenCalledTimes(1);

    // Scrolling away changes the viewport state but never unloads the image.
    act(() => FakeIntersectionObserver.set(frame, false));
    expect(frame.dataset).toMatchObject({ inViewport: 'false', loaded: 'true' });
    expect(image).toHaveAttribute('src');
  });

  it('priority images load at once, eagerly and with high fetch priority', () => {
    const { container } = render(
      <ResponsiveImage src={SRC} alt="Church" width={1920} height={1080} priority />,
    );
    const { image } = parts(container);
    expect(image).toHaveAttribute('src', `${RENDER}?width=800&quality=60&resize=contain`);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('passes foreign URLs through with no srcset and no placeholder request', () => {
    const url = 'https://images.example.org/a.jpg';
    const { container } = render(<ResponsiveImage src={url} alt="" width={4} height={3} priority />);
    const { placeholder, image } = parts(container);
    expect(placeholder).toBeNull();
    expect(image).toHaveAttribute('src', url);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('falls back to the original object when the render endpoint fails', () => {
    const { container } = render(<ResponsiveImage src={SRC} alt="Harvest" width={3} height={2} priority />);
    expectFallbackToOriginal(container);
  });

  it('starts over when the src changes', () => {
    const { container, rerender } = render(
      <ResponsiveImage src={SRC} alt="a" width={3} height={2} priority />,
    );
    fireEvent.load(parts(container).image);
    expect(parts(container).frame.dataset.loaded).toBe('true');
    rerender(
      <ResponsiveImage src={SRC.replace('harvest', 'easter')} alt="a" width={3} height={2} priority />,
    );
    expect(parts(container).frame.dataset.loaded).toBe('false');
  });
});

describe('ResponsiveImage without image transformations (the default: Supabase Free)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const STEM = SRC.replace(/\.jpg$/, '');
  const META = {
    width: 800,
    height: 600,
    variants: [320, 480, 640],
    placeholder: encodePlaceholder({ width: 4, height: 3 }, new Uint8Array(48).fill(128)),
  };

  it('draws its box from the picture size at once and, near the viewport, its placeholder from the row with no request', async () => {
    const { container } = render(<ResponsiveImage src={SRC} meta={META} alt="Harvest" />);
    const { frame, image } = parts(container);
    expect(frame.style.aspectRatio).toBe('800 / 600');
    expect(image).not.toHaveAttribute('src');
    act(() => FakeIntersectionObserver.set(frame, true));
    // Once the first screen has shown (placeholder-decoder.test.ts: not before).
    // The decoder is a lazy import: on a loaded machine its first load takes longer than waitFor's default second.
    await waitFor(
      () => expect(parts(container).placeholder?.getAttribute('src')).toMatch(/^data:image\/bmp;base64,/),
      { timeout: 5000 },
    );
  });

  it('decodes no placeholder for a picture far from the viewport, and keeps the one it drew once the picture has loaded', async () => {
    // Another hash than the test above drew, so nothing comes from the page's drawn placeholders.
    const meta = {
      ...META,
      placeholder: encodePlaceholder({ width: 4, height: 3 }, new Uint8Array(48).fill(40)),
    };
    // The decoder has come (the test above, or this wait): a far picture still draws nothing.
    const near = render(<ResponsiveImage src={SRC} meta={META} alt="Harvest" priority />);
    await waitFor(() => expect(parts(near.container).placeholder).toHaveAttribute('src'), { timeout: 5000 });
    const { container } = render(<ResponsiveImage src={SRC} meta={meta} alt="Harvest" />);
    const { frame, image } = parts(container);
    expect(parts(container).placeholder).toBeNull();

    // Near the viewport it is drawn in the same render that asks for the picture.
    act(() => FakeIntersectionObserver.set(frame, true));
    const drawn = parts(container).placeholder?.getAttribute('src');
    expect(drawn).toMatch(/^data:image\/bmp;base64,/);
    expect(drawn).not.toBe(parts(near.container).placeholder?.getAttribute('src'));
    expect(image).toHaveAttribute('src');

    // Loaded: the picture fades in over the same placeholder.
    fireEvent.load(image);
    expect(frame.dataset.loaded).toBe('true');
    expect(parts(container).placeholder).toHaveAttribute('src', drawn!);
  });

  it('asks for the stored variants by width, and the original where it is no wider than the largest width', () => {
    const { container } = render(
      <ResponsiveImage src={SRC} meta={META} alt="Harvest" sizes="50vw" priority />,
    );
    const { image } = parts(container);
    expect(image.getAttribute('srcset')).toBe(
      `${STEM}.320w.webp 320w, ${STEM}.480w.webp 480w, ${STEM}.640w.webp 640w, ${SRC} 800w`,
    );
    expect(image).toHaveAttribute('src', `${STEM}.640w.webp`);
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(container.innerHTML).not.toContain('/render/image/');
  });

  it('shows a picture without variants as it is: no render request that would fail first, no placeholder', () => {
    const { container } = render(<ResponsiveImage src={SRC} alt="Harvest" width={3} height={2} priority />);
    const { placeholder, image } = parts(container);
    expect(image).toHaveAttribute('src', SRC);
    expect(image).not.toHaveAttribute('srcset');
    expect(placeholder).toBeNull();
  });

  it('falls back to the original when a variant cannot be loaded', () => {
    const { container } = render(<ResponsiveImage src={SRC} meta={META} alt="Harvest" priority />);
    expectFallbackToOriginal(container);
  });

  it('does not trust meta of an unknown shape: the picture shows as it is', () => {
    const { container } = render(
      <ResponsiveImage src={SRC} meta={{ width: 'wide' }} alt="Harvest" width={3} height={2} priority />,
    );
    expect(parts(container).image).toHaveAttribute('src', SRC);
  });
});
