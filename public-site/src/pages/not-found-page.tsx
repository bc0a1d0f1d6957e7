import { Link } from 'react-router-dom';
import { EmptyState, buttonClassName } from 'shared-ui';
import { useDocumentMeta } from '../lib/use-document-meta';

/** Unknown paths, and detail pages whose row is unknown, unpublished or malformed. */
export function NotFoundPage() {
  useDocumentMeta('Page not found', 'The page you were looking for could not be found.');
  return (
    <section data-testid="not-found">
      <h1>Page not found</h1>
      <EmptyState
        title="We couldn’t find that page"
        description="It may have moved, been removed, or the link may be mistyped."
        action={
          <Link to="/" className={buttonClassName()}>
            Back to the home page
          </Link>
        }
      />
    </section>
  );
}
