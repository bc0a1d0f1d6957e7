import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

/**
 * A component whose code loads on first render, behind the same props. shared-ui is one Module
 * Federation singleton that the shell loads at start, and shared modules are not tree-shaken, so
 * heavy parts (dialogs, select, uploads, table, viewer) live in their own chunks instead.
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
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
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
  function AfterFirstScreen(props: P) {
    return useAfterFirstScreen() ? <LazyComponent {...props} /> : fallback(props);
  }
  return options.afterFirstScreen ? AfterFirstScreen : LazyComponent;
}
