import { SingleRowPage } from '../../content-manager';
import { welcomeManager } from '../api/welcome-manager';
import { WelcomePreview } from '../components/welcome-preview';

/** The single welcome_section row, edited in place with a live preview (created on first save). */
export function WelcomePage() {
  return (
    <SingleRowPage
      config={welcomeManager}
      view={{ to: '/', label: 'View the home page' }}
      preview={(values, files) => <WelcomePreview values={values} file={files.image_url} />}
    />
  );
}
