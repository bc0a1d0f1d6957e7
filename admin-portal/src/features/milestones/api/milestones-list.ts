import { milestonesDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The milestones manager's list, for its page and its route's loader. */
export const milestonesList = listRead(milestonesDomain, ['display_order', 'year']);
