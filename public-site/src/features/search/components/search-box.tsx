import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from './search-box.module.css';

// The search page's code (results, highlighting) is fetched when the box is first used, not with every page.
const loadSearchPage = () => void import('../pages/search-page');

/**
 * The header's search: a box on wide screens, an icon link to /search on phones (where the header has room for
 * the menu button only). Submitting opens /search?q=…; without JavaScript the form's GET does the same.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.replace(/\s+/g, ' ').trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
    setTyped('');
  };
  return (
    <>
      <form role="search" action="/search" className={styles.form} onSubmit={submit}>
        <input
          type="search"
          name="q"
          aria-label="Search the site"
          placeholder="Search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onFocus={loadSearchPage}
          maxLength={200}
          enterKeyHint="search"
          className={styles.input}
        />
        <Search size={16} aria-hidden="true" className={styles.icon} />
      </form>
      <Link to="/search" className={styles.phoneLink} onPointerDown={loadSearchPage}>
        <Search size={20} aria-hidden="true" />
        <span className={styles.phoneLabel}>Search</span>
      </Link>
    </>
  );
}
