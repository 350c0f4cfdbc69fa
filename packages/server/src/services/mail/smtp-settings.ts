import type { Database } from '../../db/database.js';

/**
 * Misskey's mail settings of meta (the control panel's email-settings): whether mail is on, the
 * server's own address (the From of every mail, and a recipient of abuse reports) and the SMTP
 * server. Kept as one JSON object in instance_settings. While `enableEmail` is off (or no host
 * is set), the config file's SMTP_URL, if any, still carries account mail.
 */
export interface MailSettings {
  enableEmail: boolean;
  email: string | null;
  smtpSecure: boolean;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUser: string | null;
  smtpPass: string | null;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  enableEmail: false,
  email: null,
  smtpSecure: false,
  smtpHost: null,
  smtpPort: null,
  smtpUser: null,
  smtpPass: null,
};

export type MailSettingsPatch = { [K in keyof MailSettings]?: MailSettings[K] | null };

const KEY = 'meta.email';
export const MAIL_SETTING_FIELDS = Object.keys(DEFAULT_MAIL_SETTINGS) as (keyof MailSettings)[];

export function mailSettings(db: Database): MailSettings {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  return { ...DEFAULT_MAIL_SETTINGS, ...((row ? JSON.parse(row.value) : {}) as Partial<MailSettings>) };
}

/** Changes the fields given; a text sent empty is cleared (Misskey's panel sends ''), null too. */
export function updateMailSettings(db: Database, patch: MailSettingsPatch): void {
  const next: Record<string, unknown> = { ...mailSettings(db) };
  for (const field of MAIL_SETTING_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof DEFAULT_MAIL_SETTINGS[field] === 'boolean') {
      if (value !== null) next[field] = value;
    } else {
      next[field] = value === '' ? null : value;
    }
  }
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(next));
}

/** The SMTP server the panel's settings name, or null when they do not turn mail on. */
export function panelSmtp(settings: MailSettings): MailSettings | null {
  return settings.enableEmail && settings.smtpHost ? settings : null;
}
