// What an open page listens with, as one chunk that loads after the Supabase client (itself after the first
// screen): no first load carries it (the P1 budget).
export { listenToContent } from './content-channel';
export { liveRealtime } from './live-realtime';
export { watchScheduledChanges } from './scheduled-changes';
