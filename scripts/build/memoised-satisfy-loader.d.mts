/** See memoised-satisfy-loader.mjs. */
export default function memoiseSatisfy(source: string): string;
