import type { LighthouseFigure } from './lighthouse';

/** One row of `pnpm bench`'s table (and of bench/results.json's `figures`). */
export interface Figure {
  id: string;
  measure: string;
  value: number;
  unit: string;
  target?: string;
}

/**
 * A route's Lighthouse rows: its performance score (`id`: the median of its runs, each run's score and TBT
 * beside it), its CLS (`id`c) and the lowest of its accessibility, best-practices and SEO scores (`id`q, all three
 * in the measure; each is in results.json's details).
 */
export function lighthouseFigures(f: LighthouseFigure, id: string, target: string): Figure[] {
  return [
    {
      id,
      measure: `Lighthouse mobile performance ${f.route} (median of ${f.runs.join(', ')}; TBT ${f.tbt.join('/')} ms)`,
      value: f.performance,
      unit: '',
      target,
    },
    { id: `${id}c`, measure: `Lighthouse mobile CLS ${f.route}`, value: f.cls, unit: '', target: '≤ 0.02' },
    {
      id: `${id}q`,
      measure: `Lighthouse accessibility/best practices/SEO ${f.route}: ${f.accessibility}/${f.bestPractices}/${f.seo} (lowest)`,
      value: Math.min(f.accessibility, f.bestPractices, f.seo),
      unit: '',
    },
  ];
}
