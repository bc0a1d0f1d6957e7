import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { eventKeys } from './keys';

describeDomainKeys(eventKeys, 'events');
