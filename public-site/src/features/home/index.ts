// What other features (the about page) show of the home page's content.
export { useWelcomeSection } from './api/get-welcome-section';
