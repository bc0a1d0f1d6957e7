export { UnreadMessages } from './components/unread-messages';
