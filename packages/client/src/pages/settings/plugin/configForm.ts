import type { PluginConfigItem, PluginConfigValue } from '@/features/plugins';

/** The form's fields as typed: text for strings and numbers, a tick for booleans. */
export type ConfigDraft = Record<string, string | boolean>;

/** The form's starting values from the plugin's current settings. */
export function draftOf(
  config: Record<string, PluginConfigItem>,
  values: Record<string, PluginConfigValue>,
): ConfigDraft {
  return Object.fromEntries(
    Object.entries(config).map(([key, item]) => {
      const value = values[key] ?? null;
      if (item.type === 'boolean') return [key, value === true];
      return [key, value === null ? '' : String(value)];
    }),
  );
}

export type ConfigResult =
  | { ok: true; data: Record<string, PluginConfigValue> }
  | { ok: false; badNumber: string };

/**
 * The `configData` to save: each value of its declared type. A number field left empty falls
 * back to the default; one that is not a number is refused, naming the field.
 */
export function configDataOf(config: Record<string, PluginConfigItem>, draft: ConfigDraft): ConfigResult {
  const data: Record<string, PluginConfigValue> = {};
  for (const [key, item] of Object.entries(config)) {
    const field = draft[key];
    if (item.type === 'boolean') data[key] = field === true;
    else if (item.type === 'string') data[key] = typeof field === 'string' ? field : '';
    else {
      const text = typeof field === 'string' ? field.trim() : '';
      if (text === '') {
        data[key] = item.default;
        continue;
      }
      const number = Number(text);
      if (!Number.isFinite(number)) return { ok: false, badNumber: key };
      data[key] = number;
    }
  }
  return { ok: true, data };
}
