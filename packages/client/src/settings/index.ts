export { DATABASE_NAME, type SettingsBackend } from './backends';
export {
  DEFAULT_MENU,
  DEFAULT_REACTIONS,
  DEFAULT_TIMELINE_HEADER,
  isSettingKey,
  isValidSetting,
  LAYOUTS,
  type Layout,
  type PinnedItem,
  type PluginSetting,
  SERVER_DISCONNECTED_BEHAVIORS,
  SETTING_DEFAULTS,
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  SETTING_SCOPES,
  type ServerDisconnectedBehavior,
  type SettingDefinition,
  type SettingKey,
  type SettingScope,
  type Settings,
  type SoundSetting,
  STATUSBAR_SIZES,
  type StatusbarSetting,
  type TimelineFilter,
  type TimelineSetting,
  type WidgetSetting,
} from './definitions';
export { type Hemisphere, hemisphereOfTimeZone } from './hemisphere';
export { withRegistryUpdates } from './registryStream';
export { SettingsProvider, useSetting, useSettingsStore, useSettingValue } from './SettingsContext';
export {
  createMemorySettingsStore,
  type OpenSettingsOptions,
  openSettingsStore,
  REGISTRY_SCOPE,
  type RegistryUpdate,
  SETTINGS_CHANNEL,
  type SettingsAccount,
  type SettingsStore,
} from './store';
