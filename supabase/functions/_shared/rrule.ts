import * as rruleModule from 'rrule';

/**
 * The rrule library, however the runtime loaded it. Bundlers (rspack) take its ES module build, whose
 * names are the namespace's own; Node and Deno (npm:rrule) load its UMD build as CommonJS, where they sit on
 * the default export. Everything here imports rrule through this file.
 */
export const rrule: typeof rruleModule =
  'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);

export type { Options as RuleOptions, RRule as Rule } from 'rrule';
