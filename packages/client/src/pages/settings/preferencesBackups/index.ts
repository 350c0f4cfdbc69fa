export { PreferencesBackupsPage } from './PreferencesBackupsPage';
