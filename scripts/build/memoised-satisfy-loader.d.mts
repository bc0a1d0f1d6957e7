/** See memoised-satisfy-loader.mjs. */
export default function memoiseSatisfy(source: string): string;
export function satisfySameRelease(version: string, range: string): boolean | undefined;
