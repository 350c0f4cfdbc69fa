export { CustomCssSettingsPage } from './CustomCssSettingsPage';
