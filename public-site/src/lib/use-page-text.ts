import { useChurch } from 'shared-ui';
import { LIST_PAGES, type PageText } from '../../../supabase/functions/_shared/public-pages.ts';
import { useChurchTown } from '../features/church';
import { useDocumentMeta } from './use-document-meta';

/**
 * A public page's name and description (tab title, search results), from the table its link preview and the
 * sitemap read too (supabase/functions/_shared/public-pages.ts), so the page and its preview say the same.
 * The home page keeps its own copy: that module would ride on every first load (bench P1). A narrower view of
 * the page (a sermon series) names itself with `instead`.
 */
export function usePageText(path: string, instead?: PageText): PageText {
  const { branchName, fullTitle } = useChurch();
  const place = useChurchTown();
  const text = instead ?? LIST_PAGES[path]!({ branchName, fullTitle, place });
  useDocumentMeta(text.title, text.description);
  return text;
}
