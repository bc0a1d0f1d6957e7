import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { noticesConfig } from './notices-config';

export function NoticesPage() {
  return <ContentManagerPage config={noticesConfig} />;
}
