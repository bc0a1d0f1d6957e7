import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { lenisRef } from './lenis-instance';

export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (lenisRef.current) lenisRef.current.scrollTo(0, { immediate: true, force: true });
    else window.scrollTo(0, 0);
  }, [pathname]);
}
