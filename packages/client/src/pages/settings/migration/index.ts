export { MigrationSettingsPage } from './MigrationSettingsPage';
