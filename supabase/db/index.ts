export * from './database.ts';
export * from './paths.ts';
export * from './migrate.ts';
export * from './prepare.ts';
export * from './dev-users.ts';
export * from './admin.ts';
export * from './storage-objects.ts';
export * from './local-database.ts';
