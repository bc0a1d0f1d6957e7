// What an open page listens with, as one chunk that loads after the first screen: no first load carries it (the
// P1 budget).
export { listenToContent } from './content-channel';
export { contentConnection } from './content-socket';
export { watchScheduledChanges } from './scheduled-changes';
