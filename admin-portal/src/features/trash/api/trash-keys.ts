/** Trash's queries; a restore or purge also makes every content domain stale (see restore-from-trash.ts). */
export const trashKeys = {
  all: ['admin-trash'] as const,
  list: () => ['admin-trash', 'list'] as const,
};
