export { PluginInstallPage } from './PluginInstallPage';
export { PluginSettingsPage } from './PluginSettingsPage';
