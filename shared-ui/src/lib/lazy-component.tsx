import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on first render, behind the same props. shared-ui is one Module
 * Federation singleton that the shell loads at start, and shared modules are not tree-shaken, so
 * heavy parts (dialogs, select, uploads, table, viewer) live in their own chunks instead.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
