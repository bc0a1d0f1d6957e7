export { InboxPage } from './pages/inbox-page';
export { UnreadMessages } from './components/unread-messages';
