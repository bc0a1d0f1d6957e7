/**
 * Rows an admin list (a manager's, Trash's) shows per page. Search and sort still cover every row; a page of 50 keeps a phone's first
 * render and its DOM small (313 events took ~440 ms to render as one list on the bench machine, 50 take a sixth),
 * and is more than any seeded list holds, so small churches never see the pager. `pnpm bench` (P9) reads it too.
 */
export const LIST_PAGE_SIZE = 50;
