import { leadersDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The leaders manager's list, for its page and its route's loader. */
export const leadersList = listRead(leadersDomain, ['display_order', 'name']);
