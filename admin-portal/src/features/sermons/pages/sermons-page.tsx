import { ContentManagerPage } from '../../content-manager/components/content-manager-page';
import { SermonFiles } from '../components/sermon-files';
import { sermonsConfig } from '../sermons-config';

export function SermonsPage() {
  return (
    <ContentManagerPage
      config={sermonsConfig}
      detail={{ label: 'Files', render: (sermon) => <SermonFiles sermonId={sermon.id} /> }}
    />
  );
}
