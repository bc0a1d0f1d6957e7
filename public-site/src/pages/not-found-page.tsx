import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · PIWC Asokwa';
  }, []);
  return (
    <section data-testid="not-found">
      <h1>Page not found</h1>
      <p>We couldn&apos;t find the page you were looking for. It may have moved or been removed.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
