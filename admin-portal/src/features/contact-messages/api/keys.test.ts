import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { contactMessageKeys } from './keys';

describeDomainKeys(contactMessageKeys, 'contact-messages');
