// What other features (the about page) show of leaders; the detail page loads through the route table.
export { useLeaders } from './api/get-leaders';
export { LeaderCard } from './components/leader-card';
