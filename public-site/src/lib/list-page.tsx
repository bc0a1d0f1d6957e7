import type { ReactNode } from 'react';
import { PageHeader } from 'shared-ui';
import { QueryList, type QueryListProps } from './query-view';
import { usePageText } from './use-page-text';

interface ListPageProps {
  /** Where the page is: its heading and tab title, and what search results say of it, come from its entry in the
   * pages' table (usePageText). */
  path: string;
  description: string;
  /** Shown between the header and the list (e.g. the calendar subscription). */
  intro?: ReactNode;
}

/**
 * A page that is one list (ministries, notices, …): its header, then the list's read in its four states. What
 * failed to load is, unless told otherwise, the page itself ("We couldn’t load the notices.").
 */
export function ListPage<T extends { id: string }>({
  path,
  description,
  intro,
  ...list
}: ListPageProps & QueryListProps<T>) {
  const { title } = usePageText(path);
  return (
    <>
      <PageHeader title={title} description={description} />
      {intro}
      <QueryList errorTitle={`We couldn’t load the ${title.toLowerCase()}.`} {...list} />
    </>
  );
}
