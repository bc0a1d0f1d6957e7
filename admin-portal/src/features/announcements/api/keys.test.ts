import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { announcementKeys } from './keys';

describeDomainKeys(announcementKeys, 'announcements');
