export { AppearanceSettingsPage } from './AppearanceSettingsPage';
