import { churchSettingsDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The church details (one row), for their page and its route's loader. */
export const churchDetailsRead = listRead(churchSettingsDomain);
