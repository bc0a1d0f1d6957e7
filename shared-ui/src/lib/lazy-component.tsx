import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstScreen } from './use-after-first-screen';

/** Keeps a part's fallback in place when its code fails to come (its chunk unreachable): the page goes on. */
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
 * One that mounts once its code has come (preloaded, or used before) renders it at once. Behind Suspense it
 * would show its fallback for a moment all the same, then mount what it holds a second time: a table's search
 * box, say, would lose its focus and what was being typed into it.
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
     * For a part the page can do without (the header's search box, the footer): if its code fails to come, its
     * fallback stays, where the route's error page would otherwise replace the whole page for it.
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
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Suspended(props: P) {
    const part = (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
    return options.optional ? (
      <KeepFallbackOnFailure fallback={fallback(props)}>{part}</KeepFallbackOnFailure>
    ) : (
      part
    );
  }
  function LazyComponent(props: P) {
    // Chosen once, as it mounts: going from one to the other would mount the part's insides again.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspended {...props} />;
  }
  function AfterFirstScreen(props: P) {
    return useAfterFirstScreen() ? <LazyComponent {...props} /> : fallback(props);
  }
  const preload = () => loadOnce().then(() => undefined);
  return Object.assign(options.afterFirstScreen ? AfterFirstScreen : LazyComponent, { preload });
}
