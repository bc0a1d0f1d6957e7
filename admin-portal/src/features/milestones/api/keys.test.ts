import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { milestoneKeys } from './keys';

describeDomainKeys(milestoneKeys, 'milestones');
