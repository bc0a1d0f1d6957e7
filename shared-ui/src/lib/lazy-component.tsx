import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstScreen } from './use-after-first-screen';

/** Keeps an optional part's fallback in place when the part itself fails as it renders: the page goes on. */
class KeepFallbackOnFailure extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A component whose code loads on first render; `preload` starts it coming before then. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code loads on first render, behind the same props. shared-ui is one Module
 * Federation singleton that the shell loads at start, and shared modules are not tree-shaken, so
 * heavy parts (dialogs, select, uploads, table, viewer) live in their own chunks instead.
 *
 * Not behind Suspense, but its fallback until its code has come, then the part, by state:
 * - React reveals a Suspense boundary's content no sooner than 300 ms after the last fallback it showed
 *   (`FALLBACK_THROTTLE_MS` in react-dom). The image viewer's code came ~50 ms after its spinner, and its photo was
 *   asked for ~250 ms later on an idle main thread (a trace of /image-viewer at 4× CPU, 2026-12-06).
 * - One that mounts once its code has come (preloaded, or used before) renders it at once. Behind Suspense it
 *   would show its fallback for a moment all the same, then mount what it holds a second time: a table's search
 *   box, say, would lose its focus and what was being typed into it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  options: {
    /**
     * For a control whose fallback looks and reads like it (a closed select): its code waits until the first
     * screen has shown, as nobody can use it under the splash, instead of competing with what that screen needs.
     */
    afterFirstScreen?: boolean;
    /**
     * For a part the page can do without (the header's search box, the footer): if its code fails to come, or the
     * part fails as it renders, its fallback stays, where the route's error page would otherwise replace the whole
     * page for it.
     */
    optional?: boolean;
  } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that did not come is asked for again next time (a route's preload, on the next visit).
        loading = undefined;
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    // The code asked for as the part first renders (as React.lazy would), once per mount.
    const [coming] = useState(() => {
      if (loaded) return undefined;
      const code = loadOnce();
      code.catch(() => {}); // handled in the effect, which comes after the commit
      return code;
    });
    const [part, setPart] = useState<{ Loaded?: ComponentType<P>; failure?: { error: unknown } }>(() => ({
      Loaded: loaded,
    }));
    useEffect(() => {
      let mounted = true;
      coming?.then(
        (Loaded) => mounted && setPart({ Loaded }),
        (error: unknown) => mounted && setPart({ failure: { error } }),
      );
      return () => {
        mounted = false;
      };
    }, [coming]);
    if (part.Loaded) {
      const shown = <part.Loaded {...props} />;
      return options.optional ? (
        <KeepFallbackOnFailure fallback={fallback(props)}>{shown}</KeepFallbackOnFailure>
      ) : (
        shown
      );
    }
    // A part the page needs takes its failure to the route's error page; an optional one keeps its fallback.
    if (part.failure && !options.optional) throw part.failure.error;
    return fallback(props);
  }
  function AfterFirstScreen(props: P) {
    return useAfterFirstScreen() ? <LazyComponent {...props} /> : fallback(props);
  }
  const preload = () => loadOnce().then(() => undefined);
  return Object.assign(options.afterFirstScreen ? AfterFirstScreen : LazyComponent, { preload });
}
