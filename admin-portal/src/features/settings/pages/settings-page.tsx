import { SingleRowPage } from '../../content-manager';
import { settingsManager } from '../api/settings-manager';

/** The church's details, as visitors see them on "Plan your visit". */
export function SettingsPage() {
  return <SingleRowPage config={settingsManager} view={{ to: '/visit', label: 'View the visit page' }} />;
}
