import { SingleRowPage } from '../../content-manager';
import { visitPageManager } from '../api/visit-page-manager';

/** The texts of "Plan your visit"; service times, address and map are edited under Church details. */
export function VisitPagePage() {
  return <SingleRowPage config={visitPageManager} view={{ to: '/visit', label: 'View the visit page' }} />;
}
