import type { PluginSetting } from '@/settings';

/** The value types a plugin's declared setting may have (the ones the settings form offers). */
export const PLUGIN_CONFIG_TYPES = ['string', 'number', 'boolean'] as const;
export type PluginConfigType = (typeof PLUGIN_CONFIG_TYPES)[number];
export type PluginConfigValue = string | number | boolean | null;

/** One entry of a plugin's `config` (Misskey's form item shape, reduced to the three types). */
export interface PluginConfigItem {
  type: PluginConfigType;
  label?: string;
  description?: string;
  default: PluginConfigValue;
}

/** What a plugin's metadata block (`### { … }`) declares, as Misskey reads it. */
export interface PluginMeta {
  name: string;
  version: string;
  author: string;
  description?: string;
  /** Token permissions (`write:notes`…): the kinds of API writes that then need no asking. */
  permissions: string[];
  config?: Record<string, PluginConfigItem>;
}

/**
 * One installed plugin as the `plugins` setting keeps it, in Misskey's field names (a backup
 * restores in either client). `token` is the plugin's own access token (`./token`), holding the
 * permissions granted at install; null for a plugin that declared none (or was installed before
 * tokens), whose calls go through the signed-in account and ask before each write.
 */
export interface InstalledPlugin extends PluginMeta {
  id: string;
  active: boolean;
  configData: Record<string, unknown>;
  src: string;
  token: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored entry as a plugin, or null when it lacks what running it needs (no source). */
export function readInstalledPlugin(entry: PluginSetting): InstalledPlugin | null {
  if (typeof entry.src !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const permissions = Array.isArray(entry.permissions)
    ? entry.permissions.filter((permission): permission is string => typeof permission === 'string')
    : [];
  return {
    id: entry.id,
    name: entry.name,
    version: text(entry.version),
    author: text(entry.author),
    description: typeof entry.description === 'string' ? entry.description : undefined,
    permissions,
    config: isRecord(entry.config) ? (entry.config as Record<string, PluginConfigItem>) : undefined,
    configData: isRecord(entry.configData) ? entry.configData : {},
    active: entry.active !== false,
    src: entry.src,
    token: typeof entry.token === 'string' ? entry.token : null,
  };
}

/** A setting's value as the plugin reads it (`Plugin:config`): the saved one, else the default. */
export function configValue(plugin: InstalledPlugin, key: string): PluginConfigValue {
  const item = plugin.config?.[key];
  if (!item) return null;
  const saved = plugin.configData[key];
  if (item.type === 'string' && typeof saved === 'string') return saved;
  if (item.type === 'number' && typeof saved === 'number' && Number.isFinite(saved)) return saved;
  if (item.type === 'boolean' && typeof saved === 'boolean') return saved;
  return item.default ?? null;
}

/** Every declared setting of the plugin with its current value. */
export function configValues(plugin: InstalledPlugin): Record<string, PluginConfigValue> {
  return Object.fromEntries(Object.keys(plugin.config ?? {}).map((key) => [key, configValue(plugin, key)]));
}
