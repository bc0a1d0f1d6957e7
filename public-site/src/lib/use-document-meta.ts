import { useEffect } from 'react';
import { useChurch } from 'shared-ui';

/** Sets the tab title ("Events · PIWC Asokwa") and the meta description for the page on screen. */
export function useDocumentMeta(title: string | undefined, description: string | null | undefined) {
  const { branchName, fullTitle } = useChurch();
  // A page without its own description must not keep the previous page's.
  const text = description || `${branchName}, ${fullTitle}.`;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title === branchName ? title : `${title} · ${branchName}`;
  }, [title, branchName]);
  useEffect(() => {
    // The shell's page carries the tag (shell/index.html), as do the pages pre-rendered for link previews.
    document.head
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);
  }, [text]);
}
