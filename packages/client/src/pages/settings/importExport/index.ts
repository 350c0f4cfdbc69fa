export { ImportExportSettingsPage } from './ImportExportSettingsPage';
