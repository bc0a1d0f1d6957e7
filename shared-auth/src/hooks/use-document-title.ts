import { useEffect } from 'react';
import { useAppConfigStore } from 'shared-ui';

/** "Sign in · PIWC Asokwa", the same pattern as every other page of the site. */
export function useDocumentTitle(title: string): void {
  const branchName = useAppConfigStore((state) => state.config?.church.branchName);
  useEffect(() => {
    document.title = branchName ? `${title} · ${branchName}` : title;
  }, [title, branchName]);
}
