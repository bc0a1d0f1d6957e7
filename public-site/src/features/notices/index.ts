// What other features (the home page) show of notices; the pages load through the route table.
export { useNotices } from './api/get-notices';
export { NoticeCard } from './components/notice-card';
