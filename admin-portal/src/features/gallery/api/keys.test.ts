import { describeDomainKeys } from '../../../test/describe-domain-keys';
import { galleryKeys } from './keys';

describeDomainKeys(galleryKeys, 'gallery');
