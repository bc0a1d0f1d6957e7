import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { sermonKeys } from './keys';

describeDomainKeys(sermonKeys, 'sermons');
