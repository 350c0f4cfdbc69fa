export { NavbarSettingsPage } from './NavbarSettingsPage';
