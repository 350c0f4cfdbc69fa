import { Interpreter, Parser, utils } from '@syuilo/aiscript';
import { permissions as MISSKEY_PERMISSIONS } from 'misskey-js';
import { PLUGIN_CONFIG_TYPES, type PluginConfigItem, type PluginMeta } from './types';

// Reads a plugin's header the way Misskey does (`/// @ <AiScript version>`, then the anonymous
// `### { name, version, author, description, permissions, config }` block), and says exactly
// what is wrong when it cannot. Imports the AiScript parser: load it only from lazy code.

/** Longest source accepted: plugins live in this device's settings and travel with backups. */
export const PLUGIN_SOURCE_MAX_LENGTH = 100_000;

/** The AiScript this app runs; Misskey accepts plugins from 0.12.0 on. */
const OLDEST_VERSION = [0, 12, 0];
const NEXT_MAJOR = [1, 0, 0];

export type PluginMetaProblem =
  | { code: 'empty' }
  | { code: 'tooLong'; max: number }
  | { code: 'noVersion' }
  | { code: 'unsupportedVersion'; version: string }
  | { code: 'syntax'; message: string }
  | { code: 'noMeta' }
  | { code: 'missingField'; field: string }
  | { code: 'badField'; field: string }
  | { code: 'unknownPermission'; permission: string }
  | { code: 'badConfig'; key: string };

export type PluginMetaResult = { ok: true; meta: PluginMeta } | { ok: false; problem: PluginMetaProblem };

function versionParts(version: string): number[] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1, 4).map(Number) : null;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkConfigItem(item: unknown): PluginConfigItem | null {
  if (!isRecord(item)) return null;
  const type = item.type;
  if (!(PLUGIN_CONFIG_TYPES as readonly unknown[]).includes(type)) return null;
  if (item.label !== undefined && typeof item.label !== 'string') return null;
  if (item.description !== undefined && typeof item.description !== 'string') return null;
  const value = item.default ?? null;
  if (value !== null && typeof value !== type) return null;
  return {
    type: type as PluginConfigItem['type'],
    ...(typeof item.label === 'string' ? { label: item.label } : {}),
    ...(typeof item.description === 'string' ? { description: item.description } : {}),
    default: value as PluginConfigItem['default'],
  };
}

/** The plugin's declared metadata, or the first problem found in its source. */
export function parsePluginMeta(code: string): PluginMetaResult {
  const fail = (problem: PluginMetaProblem): PluginMetaResult => ({ ok: false, problem });
  if (code.trim() === '') return fail({ code: 'empty' });
  if (code.length > PLUGIN_SOURCE_MAX_LENGTH) return fail({ code: 'tooLong', max: PLUGIN_SOURCE_MAX_LENGTH });
  const version = utils.getLangVersion(code);
  if (version === null) return fail({ code: 'noVersion' });
  const parts = versionParts(version);
  if (!parts || compare(parts, OLDEST_VERSION) < 0 || compare(parts, NEXT_MAJOR) >= 0)
    return fail({ code: 'unsupportedVersion', version });

  let metadata: unknown;
  try {
    metadata = Interpreter.collectMetadata(new Parser().parse(code))?.get(null);
  } catch (error) {
    return fail({ code: 'syntax', message: error instanceof Error ? error.message : String(error) });
  }
  if (!isRecord(metadata)) return fail({ code: 'noMeta' });

  for (const field of ['name', 'version', 'author'] as const) {
    if (metadata[field] === undefined || metadata[field] === null)
      return fail({ code: 'missingField', field });
    if (typeof metadata[field] !== 'string' || metadata[field].trim() === '')
      return fail({ code: 'badField', field });
  }
  const { description, permissions = [], config } = metadata;
  if (description !== undefined && description !== null && typeof description !== 'string')
    return fail({ code: 'badField', field: 'description' });
  if (!Array.isArray(permissions) || permissions.some((permission) => typeof permission !== 'string'))
    return fail({ code: 'badField', field: 'permissions' });
  const unknown = permissions.find(
    (permission) => !(MISSKEY_PERMISSIONS as readonly string[]).includes(permission),
  );
  if (unknown !== undefined) return fail({ code: 'unknownPermission', permission: unknown });

  let checkedConfig: Record<string, PluginConfigItem> | undefined;
  if (config !== undefined && config !== null) {
    if (!isRecord(config)) return fail({ code: 'badField', field: 'config' });
    checkedConfig = {};
    for (const [key, item] of Object.entries(config)) {
      const checked = checkConfigItem(item);
      if (!checked) return fail({ code: 'badConfig', key });
      checkedConfig[key] = checked;
    }
  }

  return {
    ok: true,
    meta: {
      name: metadata.name as string,
      version: metadata.version as string,
      author: metadata.author as string,
      ...(typeof description === 'string' ? { description } : {}),
      permissions: [...new Set(permissions as string[])],
      ...(checkedConfig ? { config: checkedConfig } : {}),
    },
  };
}
