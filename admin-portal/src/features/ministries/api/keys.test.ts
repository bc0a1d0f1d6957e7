import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { ministryKeys } from './keys';

describeDomainKeys(ministryKeys, 'ministries');
