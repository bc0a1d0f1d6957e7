import { SingleRowPage } from '../../content-manager';
import { settingsManager } from '../api/settings-manager';
import { FooterPreview } from '../components/footer-preview';

/** The church's details, as visitors see them on every page's footer, home, contact and "Plan your visit". */
export function SettingsPage() {
  return (
    <SingleRowPage
      config={settingsManager}
      view={{ to: '/visit', label: 'View the visit page' }}
      preview={(values) => <FooterPreview values={values} />}
    />
  );
}
