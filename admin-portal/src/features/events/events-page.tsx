import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { eventsConfig } from './events-config';

export function EventsPage() {
  return <ContentManagerPage config={eventsConfig} />;
}
