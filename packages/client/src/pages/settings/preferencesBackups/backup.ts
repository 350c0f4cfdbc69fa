import {
  isSettingKey,
  isValidSetting,
  SETTING_KEYS,
  SETTING_SCOPES,
  type SettingKey,
  type Settings,
} from '@/settings';

/**
 * A preferences backup as Misskey Web keeps it in the registry (scope `clientPreferencesProfiles`,
 * one key per backup), so a backup saved here can be restored there and the other way round,
 * for the settings whose names match.
 */
export const BACKUP_SCOPE = ['clientPreferencesProfiles'];

export interface PreferencesBackup {
  name: string;
  createdAt: string;
  updatedAt: string | null;
  misskeyVersion: string;
  host: string;
  settings: {
    /** Misskey's synchronous store; here every device and deviceAccount setting. */
    hot: Record<string, unknown>;
    /** Misskey's cold device storage: these four names live there. */
    cold: Record<string, unknown>;
    [other: string]: unknown;
  };
}

/** Misskey keeps these in its cold storage; writing them there lets Misskey Web read them back. */
const COLD_KEYS: ReadonlySet<string> = new Set(['lightTheme', 'darkTheme', 'syncDeviceDarkMode', 'plugins']);
const BACKUP_PROPERTIES = ['name', 'createdAt', 'updatedAt', 'misskeyVersion', 'host', 'settings'];

/** Backups hold this device's preferences; account settings already follow the account. */
const backedUpKeys = (): SettingKey[] => SETTING_KEYS.filter((key) => SETTING_SCOPES[key] !== 'account');

export function buildBackup(options: {
  name: string;
  read: <K extends SettingKey>(key: K) => Settings[K];
  clientVersion: string;
  host: string;
  now: Date;
}): PreferencesBackup {
  const hot: Record<string, unknown> = {};
  const cold: Record<string, unknown> = {};
  for (const key of backedUpKeys()) (COLD_KEYS.has(key) ? cold : hot)[key] = options.read(key);
  return {
    name: options.name,
    createdAt: options.now.toISOString(),
    updatedAt: null,
    misskeyVersion: options.clientVersion,
    host: options.host,
    settings: { hot, cold },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDateText = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * Whether a registry value or an imported file is a backup: Misskey's own rules (no other
 * properties, a name, a version, dates that parse, a settings object), so what Misskey would
 * refuse is refused here too.
 */
export function isPreferencesBackup(value: unknown): value is PreferencesBackup {
  if (!isObject(value)) return false;
  if (Object.keys(value).some((key) => !BACKUP_PROPERTIES.includes(key))) return false;
  if (typeof value.name !== 'string' || value.name.trim() === '') return false;
  if (typeof value.misskeyVersion !== 'string' || value.misskeyVersion === '') return false;
  if (!isDateText(value.createdAt)) return false;
  if (value.updatedAt !== null && value.updatedAt !== undefined && !isDateText(value.updatedAt)) return false;
  if (!isObject(value.settings)) return false;
  const { hot, cold } = value.settings;
  return (hot === undefined || isObject(hot)) && (cold === undefined || isObject(cold));
}

export interface BackupEntries {
  /** What can be applied: known device/deviceAccount settings with values of the right shape. */
  values: Partial<Settings>;
  /** Entries left out: settings this client does not have, account settings, or bad values. */
  ignored: number;
}

/** Sorts a backup's entries into what this client can apply and what it must ignore. */
export function backupEntries(backup: PreferencesBackup): BackupEntries {
  const values: Record<string, unknown> = {};
  let ignored = 0;
  const entries = [
    ...Object.entries(isObject(backup.settings.cold) ? backup.settings.cold : {}),
    ...Object.entries(isObject(backup.settings.hot) ? backup.settings.hot : {}),
  ];
  for (const [key, value] of entries) {
    if (isSettingKey(key) && SETTING_SCOPES[key] !== 'account' && isValidSetting(key, value)) {
      values[key] = value;
    } else {
      ignored++;
    }
  }
  return { values: values as Partial<Settings>, ignored };
}

/** Writes a backup's usable entries into the store; the changes show at once (the store is live). */
export function applyBackup(
  backup: PreferencesBackup,
  write: <K extends SettingKey>(key: K, value: Settings[K]) => void,
): BackupEntries {
  const entries = backupEntries(backup);
  for (const [key, value] of Object.entries(entries.values) as [SettingKey, Settings[SettingKey]][]) {
    write(key, value);
  }
  return entries;
}

export type ImportResult = { ok: true; backup: PreferencesBackup; ignored: number } | { ok: false };

/** Reads an exported file: a backup, or nothing. The ignored count is shown before it is saved. */
export function parseBackupFile(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (!isPreferencesBackup(parsed)) return { ok: false };
  return { ok: true, backup: parsed, ignored: backupEntries(parsed).ignored };
}

/** A file name from the backup's name, without characters file systems refuse. */
export function backupFileName(backup: PreferencesBackup): string {
  // Control characters too (below U+0020), checked by code point rather than in a regex.
  const base =
    [...backup.name]
      .map((char) => (/[\\/:*?"<>|]/.test(char) || char.charCodeAt(0) < 0x20 ? '_' : char))
      .join('')
      .trim() || 'preferences';
  return `${base}.json`;
}

/** The backups found in the registry scope, newest first; values that are not backups are left out. */
export function listBackups(all: Record<string, unknown>): { id: string; backup: PreferencesBackup }[] {
  return Object.entries(all)
    .filter((entry): entry is [string, PreferencesBackup] => isPreferencesBackup(entry[1]))
    .map(([id, backup]) => ({ id, backup }))
    .sort((a, b) => Date.parse(b.backup.createdAt) - Date.parse(a.backup.createdAt));
}
