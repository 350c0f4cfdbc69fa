export { StatusbarSettingsPage } from './StatusbarSettingsPage';
