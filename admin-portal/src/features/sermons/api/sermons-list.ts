import { sermonsDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The sermons manager's list, for its page and its route's loader. */
export const sermonsList = listRead(sermonsDomain, ['-preached_on']);
