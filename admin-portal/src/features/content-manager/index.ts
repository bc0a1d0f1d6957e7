// The content manager's public entry: what the domain features use to declare and show their managers.
export { defineContent, type ContentConfig, type ContentSpec } from './api/content-config';
export { PUBLISHED, PUBLISH_DATE, today, type ColumnSpec, type ColumnSpecs } from './api/column-spec';
export { inOrder, optionalHttpsUrl, optionalInternationalPhone, optionalMatching } from './api/column-rules';
export { useItems } from './api/get-items';
export { listRead, type ListRead } from './api/list-read';
export { invalidateDomain } from './api/invalidate';
export { nextDisplayOrder, orderChanges, type Orderable } from './api/reorder';
export { runSavePipeline } from './api/save-pipeline';
export { tableWrites } from './api/table-writes';
export { ContentManagerPage, managerPage } from './components/content-manager-page';
export { formatDate } from './api/format-date';
export { ItemForm } from './components/item-form';
export { SingleRowPage } from './components/single-row-page';
export { HistoryPanel } from './components/history-panel';
export { ReorderList } from './components/reorder-list';
export { UnsavedChangesGuard } from './components/unsaved-changes-dialog';
export { useItemFormState } from './components/use-item-form-state';
export { useUploadQueue, type UploadRunner } from './components/use-upload-queue';
