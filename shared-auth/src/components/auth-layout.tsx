import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChurch } from 'shared-ui';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  /** The card's heading, also the document title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The centred card of /auth with the church's name and logo, outside the public layout. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const church = useChurch();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <main className={styles.card} aria-labelledby="auth-title">
        <header className={styles.brand}>
          <img className={styles.logo} src={church.logoUrl} alt="" width={56} height={56} />
          <div>
            <p className={styles.branch}>{church.branchName}</p>
            <p className={styles.fullTitle}>{church.fullTitle}</p>
          </div>
        </header>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
      </main>
      {/* In a landmark of its own, so that someone moving by landmarks finds the way back too. */}
      <nav aria-label="Website">
        <Link to="/" className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back to the website
        </Link>
      </nav>
    </div>
  );
}
