import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { leadersConfig } from './leaders-config';

export function LeadersPage() {
  return <ContentManagerPage config={leadersConfig} />;
}
