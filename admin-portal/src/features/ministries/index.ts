import { managerPage } from '../content-manager';
import { ministriesManager } from './api/ministries-manager';

export const MinistriesPage = managerPage(ministriesManager);
