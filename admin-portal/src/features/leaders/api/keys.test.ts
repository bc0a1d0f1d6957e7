import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { leaderKeys } from './keys';

describeDomainKeys(leaderKeys, 'leaders');
