import { useEffect } from 'react';

export function createSimplePage(title: string) {
  return function SimplePage() {
    useEffect(() => {
      document.title = `${title} · Admin · PIWC Asokwa`;
    }, []);
    return (
      <section>
        <h1>{title}</h1>
      </section>
    );
  };
}
