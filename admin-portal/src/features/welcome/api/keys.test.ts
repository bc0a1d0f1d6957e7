import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { welcomeKeys } from './keys';

describeDomainKeys(welcomeKeys, 'welcome-section');
