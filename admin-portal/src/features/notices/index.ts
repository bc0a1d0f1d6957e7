import { managerPage } from '../content-manager';
import { noticesManager } from './api/notices-manager';

export const NoticesPage = managerPage(noticesManager);
