export { BackupPage } from './pages/backup-page';
