import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui';

/**
 * The item's own public page, in a new tab: "View" once visitors see it, otherwise "Preview" (the page,
 * read as the signed-in admin, marked "Preview — not public yet"; public-site/src/lib/preview.ts).
 */
export function PublicPageLink({ path, title, live }: { path: string; title: string; live: boolean }) {
  return (
    <Link
      to={live ? path : `${path}?preview`}
      target="_blank"
      rel="noreferrer"
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      aria-label={`${live ? 'View' : 'Preview'} ${title} on the site (opens in a new tab)`}
    >
      {live ? 'View' : 'Preview'}
    </Link>
  );
}
