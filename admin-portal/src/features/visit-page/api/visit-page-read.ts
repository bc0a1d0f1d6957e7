import { visitPageDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The visit page's one row, for its manager's page and that page's route loader. */
export const visitPageRead = listRead(visitPageDomain);
