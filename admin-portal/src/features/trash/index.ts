// Trash: what was deleted, restorable for 30 days (issue #23).
export { TrashPage } from './pages/trash-page';
export { usePurgeDueOnVisit } from './api/purge-trash';
