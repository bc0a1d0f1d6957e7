import { eventsDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The events manager's list, for its page and its route's loader. */
export const eventsList = listRead(eventsDomain, ['-starts_at']);
