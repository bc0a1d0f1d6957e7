import type Lenis from 'lenis';

/** The active Lenis instance (null below the breakpoint), so navigation can reset it. */
export const lenisRef: { current: Lenis | null } = { current: null };
