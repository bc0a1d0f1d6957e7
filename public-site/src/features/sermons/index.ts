// What other features (the home page) show of sermons; the pages load through the route table.
export { useLatestSermons } from './api/get-latest-sermons';
export { SermonCard } from './components/sermon-card';
