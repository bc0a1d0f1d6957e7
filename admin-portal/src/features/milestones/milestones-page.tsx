import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { milestonesConfig } from './milestones-config';

export function MilestonesPage() {
  return <ContentManagerPage config={milestonesConfig} />;
}
