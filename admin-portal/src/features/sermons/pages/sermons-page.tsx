import { ContentManagerPage } from '../../content-manager';
import { SermonFiles } from '../components/sermon-files';
import { sermonsManager } from '../api/sermons-manager';

export function SermonsPage() {
  return (
    <ContentManagerPage
      config={sermonsManager}
      detail={{ label: 'Files', render: (sermon) => <SermonFiles sermonId={sermon.id} /> }}
    />
  );
}
