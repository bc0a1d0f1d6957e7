import type { ReactNode } from 'react';
import { PageHeader } from 'shared-ui';
import { QueryList, type QueryListProps } from './query-view';
import { useDocumentMeta } from './use-document-meta';

interface ListPageProps {
  /** The page's heading, also the tab's title. */
  title: string;
  description: string;
  /** The meta description search engines and link previews show. */
  meta: string;
  /** Shown between the header and the list (e.g. the calendar subscription). */
  intro?: ReactNode;
}

/**
 * A page that is one list (ministries, notices, …): its header, then the list's read in its four states. What
 * failed to load is, unless told otherwise, the page itself ("We couldn’t load the notices.").
 */
export function ListPage<T extends { id: string }>({
  title,
  description,
  meta,
  intro,
  errorTitle = `We couldn’t load the ${title.toLowerCase()}.`,
  ...list
}: ListPageProps & QueryListProps<T>) {
  useDocumentMeta(title, meta);
  return (
    <>
      <PageHeader title={title} description={description} />
      {intro}
      <QueryList errorTitle={errorTitle} {...list} />
    </>
  );
}
