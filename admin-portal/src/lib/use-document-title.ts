import { useEffect } from 'react';

/** Each admin page names itself in the tab and history (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Admin · PIWC Asokwa`;
  }, [title]);
}
