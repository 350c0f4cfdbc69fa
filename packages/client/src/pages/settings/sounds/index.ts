export { SoundsSettingsPage } from './SoundsSettingsPage';
