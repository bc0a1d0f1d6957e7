/** What the offline support needs once the first screen is shown, in one chunk: the note and the worker's registration. */
export { OfflineNote } from './offline-note';
export { registerServiceWorker } from './register-service-worker';
