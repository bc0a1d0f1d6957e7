import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { noticeKeys } from './keys';

describeDomainKeys(noticeKeys, 'notices');
