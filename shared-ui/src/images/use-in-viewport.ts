import { startTransition, useEffect, useState, type RefObject } from 'react';

type Listener = (entry: IntersectionObserverEntry) => void;

/** One IntersectionObserver per root margin, shared by every image on the page. */
const observers = new Map<string, { observer: IntersectionObserver; listeners: Map<Element, Listener> }>();

function observe(element: Element, rootMargin: string, listener: Listener): () => void {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry);
      },
      { rootMargin },
    );
    shared = { observer, listeners };
    observers.set(rootMargin, shared);
  }
  const current = shared;
  current.listeners.set(element, listener);
  current.observer.observe(element);
  return () => {
    current.listeners.delete(element);
    current.observer.unobserve(element);
    if (current.listeners.size === 0) {
      current.observer.disconnect();
      observers.delete(rootMargin);
    }
  };
}

export interface InViewportState {
  /** Within the viewport extended by the margin right now. */
  inViewport: boolean;
  /** Has been within it at least once (stays true): the moment to start loading. */
  hasEntered: boolean;
}

/**
 * Tracks whether an element is within `marginPx` of the viewport. Without IntersectionObserver
 * (very old browsers) everything counts as visible, so content still loads.
 */
export function useInViewport(
  ref: RefObject<Element | null>,
  marginPx: number,
  enabled = true,
): InViewportState {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [state, setState] = useState<InViewportState>({ inViewport: !supported, hasEntered: !supported });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || !supported) return;
    return observe(element, `${marginPx}px`, (entry) => {
      // A transition: a page of images entering at once re-renders in slices that yield to input, not in one long task.
      startTransition(() =>
        setState((prev) => {
          const inViewport = entry.isIntersecting;
          const hasEntered = prev.hasEntered || inViewport;
          return prev.inViewport === inViewport && prev.hasEntered === hasEntered
            ? prev
            : { inViewport, hasEntered };
        }),
      );
    });
  }, [ref, marginPx, enabled, supported]);
  return state;
}
