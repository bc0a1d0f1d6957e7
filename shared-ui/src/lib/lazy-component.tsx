import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstScreen } from './use-after-first-screen';

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
  } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  function AfterFirstScreen(props: P) {
    return useAfterFirstScreen() ? <LazyComponent {...props} /> : fallback(props);
  }
  return options.afterFirstScreen ? AfterFirstScreen : LazyComponent;
}
