export { OtherSettingsPage } from './OtherSettingsPage';
