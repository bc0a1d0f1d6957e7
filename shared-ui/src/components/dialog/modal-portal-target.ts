/**
 * Where a modal's portal goes, given up front. Without it, Radix's Portal renders nothing at first and the modal in
 * a second pass after its layout effect. That pass renders react-remove-scroll-bar, which reads
 * `documentElement.clientWidth` after the first pass's commit has changed the page: a forced layout in the task that
 * opens the modal (the image viewer's, traced at 4× CPU on 2026-12-06). Given the body, the modal renders in one
 * pass, and measures a page already laid out.
 */
export const modalPortalTarget = (): HTMLElement => document.body;
