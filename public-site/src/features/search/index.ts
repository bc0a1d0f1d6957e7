// What the layout shows of search: the header's box. The search page loads through the route table.
export { SearchBox } from './components/search-box';
