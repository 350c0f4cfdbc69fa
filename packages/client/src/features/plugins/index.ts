// Plugins (issue 22): what running plugins registered, and the calls the app makes into them.
// This index is start-up code (the note menu, the note view, the composer use it) and stays
// small. Lazy code imports the rest by path: `./hooks` (the guarded calls), `./log` (logs and
// the failure toast), `./types` (the stored shape), `./meta` (the header parser, with
// AiScript). The runtime that runs plugins is features/pluginRuntime.
export { interruptNotePost, pluginActionItems } from './calls';
export { PluginPostFormButton } from './PostFormButton';
export { type PluginHook, type PluginHookKind, type PostFormUpdate, pluginRegistry } from './registry';
export type {
  InstalledPlugin,
  PluginConfigItem,
  PluginConfigType,
  PluginConfigValue,
  PluginMeta,
} from './types';
export { usePluginHooks, usePluginRegistryVersion, useShownNote } from './useShownNote';
