// Browser-safe: the admin's Backup page imports this, as the CLI does (no Node modules here).
export * from './format.ts';
export * from './write-archive.ts';
export * from './backup-project.ts';
export { sha256Hex } from './sha256.ts';
