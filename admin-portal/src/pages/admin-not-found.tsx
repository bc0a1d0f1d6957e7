import { Link } from 'react-router-dom';
import { EmptyState, buttonClassName } from 'shared-ui';
import { useDocumentTitle } from '../lib/use-document-title';

export function AdminNotFound() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      headingLevel={2}
      title={
        <span role="heading" aria-level={1}>
          Admin page not found
        </span>
      }
      description="This admin page does not exist. Choose a section from the menu, or go back to the dashboard."
      action={
        <Link to="/admin" className={buttonClassName()}>
          Go to the dashboard
        </Link>
      }
    />
  );
}
