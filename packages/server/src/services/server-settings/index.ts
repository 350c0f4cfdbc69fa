import type { Database } from '../../db/database.js';

/**
 * The administrator's server settings of Misskey's meta that are not texts (instance-texts.ts)
 * or flags (instance-flags.ts): branding, word lists, hidden tags, banned mail domains, pinned
 * users, CAPTCHA keys, the translator and URL previews. Kept, like the texts, as one JSON object
 * in instance_settings; a field never set has its default.
 */
export interface ServerSettings {
  name: string | null;
  shortName: string | null;
  themeColor: string | null;
  app192IconUrl: string | null;
  app512IconUrl: string | null;
  backgroundImageUrl: string | null;
  logoImageUrl: string | null;
  /** null: the operator's theme from the config file stays the default. */
  defaultLightTheme: string | null;
  defaultDarkTheme: string | null;
  sensitiveWords: string[];
  prohibitedWords: string[];
  hiddenTags: string[];
  bannedEmailDomains: string[];
  pinnedUsers: string[];
  /** The inbox-moderation host lists (host-lists.ts), stored normalised. */
  blockedHosts: string[];
  silencedHosts: string[];
  mediaSilencedHosts: string[];
  enableHcaptcha: boolean;
  hcaptchaSiteKey: string | null;
  hcaptchaSecretKey: string | null;
  enableMcaptcha: boolean;
  mcaptchaSiteKey: string | null;
  mcaptchaSecretKey: string | null;
  mcaptchaInstanceUrl: string | null;
  enableRecaptcha: boolean;
  recaptchaSiteKey: string | null;
  recaptchaSecretKey: string | null;
  enableTurnstile: boolean;
  turnstileSiteKey: string | null;
  turnstileSecretKey: string | null;
  /** Misskey's testcaptcha: a fixed answer, for test instances (services/captcha). */
  enableTestcaptcha: boolean;
  deeplAuthKey: string | null;
  deeplIsPro: boolean;
  /** LibreTranslate (this instance's addition, not in misskey-js): the server and its key. */
  libreTranslateURL: string | null;
  libreTranslateKey: string | null;
  urlPreviewEnabled: boolean;
  urlPreviewTimeout: number;
  urlPreviewMaximumContentLength: number;
  urlPreviewRequireContentLength: boolean;
  urlPreviewUserAgent: string | null;
  urlPreviewSummaryProxyUrl: string | null;
  /** Clients show an ad after every this many timeline notes; 0: none between notes. */
  notesPerOneAd: number;
  /**
   * The control panel's performance and other settings (issue 23). Only the identicon switch
   * acts here (web/identicon.ts); the others concern federation or Misskey's Redis timelines and
   * reactions, which this server has not: they are kept and answered so a panel shows them.
   */
  enableIdenticonGeneration: boolean;
  enableChartsForRemoteUser: boolean;
  enableChartsForFederatedInstances: boolean;
  enableStatsForFederatedInstances: boolean;
  enableFanoutTimeline: boolean;
  enableFanoutTimelineDbFallback: boolean;
  perLocalUserUserTimelineCacheMax: number;
  perRemoteUserUserTimelineCacheMax: number;
  perUserHomeTimelineCacheMax: number;
  perUserListTimelineCacheMax: number;
  enableReactionsBuffering: boolean;
  /**
   * Active mail validation (services/mail/active-validation.ts): addresses at sign-up and
   * `email-address/available` are checked by DNS, or by verifymail.io or a Truemail server when set.
   */
  enableActiveEmailValidation: boolean;
  enableVerifymailApi: boolean;
  verifymailAuthKey: string | null;
  enableTruemailApi: boolean;
  truemailInstance: string | null;
  truemailAuthKey: string | null;
}

/** Misskey's defaults for a new server. */
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  name: null,
  shortName: null,
  themeColor: null,
  app192IconUrl: null,
  app512IconUrl: null,
  backgroundImageUrl: null,
  logoImageUrl: null,
  defaultLightTheme: null,
  defaultDarkTheme: null,
  sensitiveWords: [],
  prohibitedWords: [],
  hiddenTags: [],
  bannedEmailDomains: [],
  pinnedUsers: [],
  blockedHosts: [],
  silencedHosts: [],
  mediaSilencedHosts: [],
  enableHcaptcha: false,
  hcaptchaSiteKey: null,
  hcaptchaSecretKey: null,
  enableMcaptcha: false,
  mcaptchaSiteKey: null,
  mcaptchaSecretKey: null,
  mcaptchaInstanceUrl: null,
  enableRecaptcha: false,
  recaptchaSiteKey: null,
  recaptchaSecretKey: null,
  enableTurnstile: false,
  turnstileSiteKey: null,
  turnstileSecretKey: null,
  enableTestcaptcha: false,
  deeplAuthKey: null,
  deeplIsPro: false,
  libreTranslateURL: null,
  libreTranslateKey: null,
  urlPreviewEnabled: true,
  urlPreviewTimeout: 10000,
  urlPreviewMaximumContentLength: 1024 * 1024 * 10,
  urlPreviewRequireContentLength: true,
  urlPreviewUserAgent: null,
  urlPreviewSummaryProxyUrl: null,
  notesPerOneAd: 0,
  enableIdenticonGeneration: true,
  enableChartsForRemoteUser: true,
  enableChartsForFederatedInstances: true,
  enableStatsForFederatedInstances: true,
  enableFanoutTimeline: true,
  enableFanoutTimelineDbFallback: true,
  perLocalUserUserTimelineCacheMax: 300,
  perRemoteUserUserTimelineCacheMax: 100,
  perUserHomeTimelineCacheMax: 300,
  perUserListTimelineCacheMax: 300,
  enableReactionsBuffering: false,
  // Deviation: Misskey's is on; this instance often runs where no DNS answers (tests, offline),
  // where every address would be refused, so an administrator turns it on.
  enableActiveEmailValidation: false,
  enableVerifymailApi: false,
  verifymailAuthKey: null,
  enableTruemailApi: false,
  truemailInstance: null,
  truemailAuthKey: null,
};

export type ServerSettingsPatch = { [K in keyof ServerSettings]?: ServerSettings[K] | null };

const KEY = 'meta.settings';
const FIELDS = Object.keys(DEFAULT_SERVER_SETTINGS) as (keyof ServerSettings)[];

export function serverSettings(db: Database): ServerSettings {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  const stored = (row ? JSON.parse(row.value) : {}) as Partial<ServerSettings>;
  return { ...DEFAULT_SERVER_SETTINGS, ...stored };
}

/**
 * Changes the fields given. A nullable text sent empty is cleared (Misskey's panel sends ''),
 * a list loses its blank lines, and null on a list or a yes/no leaves it as it is.
 */
export function updateServerSettings(db: Database, patch: ServerSettingsPatch): void {
  const next: Record<string, unknown> = { ...serverSettings(db) };
  for (const field of FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    const fallback = DEFAULT_SERVER_SETTINGS[field];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) next[field] = value.map((v) => v.trim()).filter((v) => v !== '');
    } else if (typeof fallback === 'boolean' || typeof fallback === 'number') {
      if (value !== null) next[field] = value;
    } else {
      next[field] = value === '' ? null : value;
    }
  }
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(next));
}

/**
 * Misskey's keyword match: a line `/pattern/flags` is a regular expression; any other line is
 * words separated by spaces that must all occur (case-sensitive, as Misskey's).
 */
export function includesKeyword(text: string, keywords: readonly string[]): boolean {
  if (keywords.length === 0 || text === '') return false;
  return keywords.some((filter) => {
    const regexp = /^\/(.+)\/(.*)$/.exec(filter);
    if (!regexp) return filter.split(' ').every((word) => text.includes(word));
    try {
      return new RegExp(regexp[1] ?? '', regexp[2]).test(text);
    } catch {
      return false; // a broken pattern matches nothing, as Misskey's
    }
  });
}

/** Whether a mail address's domain is one of the banned ones or under one (Misskey's isBlockedHost). */
export function isBannedEmailDomain(db: Database, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return serverSettings(db).bannedEmailDomains.some((banned) => {
    const b = banned.toLowerCase();
    return domain === b || domain.endsWith(`.${b}`);
  });
}
