import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { ministriesConfig } from './ministries-config';

export function MinistriesPage() {
  return <ContentManagerPage config={ministriesConfig} />;
}
