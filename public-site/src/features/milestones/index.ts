// What other features (the about page) show of milestones; the detail page loads through the route table.
export { useMilestones } from './api/get-milestones';
export { MilestoneTimeline } from './components/milestone-timeline';
