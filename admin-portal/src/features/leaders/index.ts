import { managerPage } from '../content-manager';
import { leadersManager } from './api/leaders-manager';

export const LeadersPage = managerPage(leadersManager);
