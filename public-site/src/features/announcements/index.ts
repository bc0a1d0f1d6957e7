// What other features (the home page) show of announcements; the pages load through the route table.
export { useLatestAnnouncements } from './api/get-latest-announcements';
export { AnnouncementCard } from './components/announcement-card';
