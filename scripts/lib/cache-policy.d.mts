export type FileKind =
  'document' | 'runtime config' | 'release file' | 'hashed asset' | 'entry point' | 'other';

/** Hex digits of the content hash in a built file's name. */
export declare const ASSET_HASH_LENGTH: number;
export declare const REVALIDATE: string;
export declare const IMMUTABLE: string;
export declare const RELEASE_ID: RegExp;
export declare const FILE_KINDS: { kind: FileKind; what: string; cacheControl: string; why: string }[];
export function fileKind(pathname: string, options?: { spa?: boolean; releases?: boolean }): FileKind;
export function cacheControlFor(kind: FileKind): string;
