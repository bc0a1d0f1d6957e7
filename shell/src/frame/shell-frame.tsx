import { Outlet } from 'react-router-dom';
import { useScrollToTopOnNavigation } from '../smooth-scroll/use-scroll-to-top';

/** Wraps every route: path changes start at the top of the page. */
export function ShellFrame() {
  useScrollToTopOnNavigation();
  return <Outlet />;
}
