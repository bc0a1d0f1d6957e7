import { welcomeDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The welcome section's one row, for its manager's page and that page's route loader. */
export const welcomeRead = listRead(welcomeDomain);
