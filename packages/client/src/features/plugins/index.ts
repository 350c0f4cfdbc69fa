// Plugins (issue 22): what they registered and the guarded calls the app makes into them. This
// index is start-up code and stays small: the runtime that runs plugins is features/pluginRuntime
// (lazy), the metadata parser is `./meta` (imports AiScript: import it by path from lazy code),
// and the composer's button loads its menu lazily (`./PostFormActions`).
export {
  interruptNotePost,
  interruptNoteView,
  interruptPageView,
  POST_DEADLINE_MS,
  pluginNoteActionItems,
  pluginUserActionItems,
  runPostFormAction,
  VIEW_DEADLINE_MS,
} from './hooks';
export { PluginPostFormButton } from './PostFormButton';
export {
  type PluginHook,
  type PluginHookKind,
  type PluginLogEntry,
  type PostFormUpdate,
  pluginLogs,
  pluginRegistry,
  ReportedPluginFailure,
  reportPluginFailure,
  setPluginFailureNotice,
} from './registry';
export {
  configValue,
  configValues,
  type InstalledPlugin,
  PLUGIN_CONFIG_TYPES,
  type PluginConfigItem,
  type PluginConfigType,
  type PluginConfigValue,
  type PluginMeta,
  readInstalledPlugin,
} from './types';
export { usePluginHooks, usePluginRegistryVersion, useShownNote } from './useShownNote';
