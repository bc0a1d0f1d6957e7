import { ministriesDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The ministries manager's list, for its page and its route's loader. */
export const ministriesList = listRead(ministriesDomain, ['display_order', 'name']);
