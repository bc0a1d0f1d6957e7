import { managerPage } from '../content-manager';
import { milestonesManager } from './api/milestones-manager';

export const MilestonesPage = managerPage(milestonesManager);
