import type { ReactNode } from 'react';
import styles from '../showcase.module.css';

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={`${id ?? title}-heading`} id={id}>
      <h2 id={`${id ?? title}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
