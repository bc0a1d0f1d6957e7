// What other features (the home page) show of ministries; the page loads through the route table.
export { useMinistries } from './api/get-ministries';
