import { themeProblem } from '../../../config.js';
import { isHttpUrl } from '../../../services/drive/fetch-url.js';
import {
  DETECTION_MODES,
  DETECTION_SENSITIVITIES,
  updateDetectionSettings,
} from '../../../services/drive/sensitive-detection.js';
import { INSTANCE_TEXT_FIELDS, updateInstanceTexts } from '../../../services/instance-texts.js';
import { setRegistrationDisabled } from '../../../services/invites.js';
import { setEmailRequiredForSignup, updateMailSettings } from '../../../services/mail/index.js';
import { logModeration } from '../../../services/moderation/log.js';
import { setIpLoggingEnabled } from '../../../services/moderation/user-ips.js';
import { updateObjectStorageSettings } from '../../../services/object-storage/index.js';
import { hostListsToStore } from '../../../services/server-settings/host-lists.js';
import { serverSettings, updateServerSettings } from '../../../services/server-settings/index.js';
import { setMachineStatsEnabled } from '../../../services/server-stats/index.js';
import { setApprovalRequiredForSignup } from '../../../services/signup-approval/index.js';
import { clearUrlPreviewCache } from '../../../services/url-preview/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { invalidParam } from '../../errors.js';

/**
 * Misskey's instance settings. This instance keeps `disableRegistration` (sign-up by invitation
 * code), `emailRequiredForSignup` (sign-up by mailed link), `enableServerMachineStats` (the
 * machine's figures for everyone), what the about pages show (services/instance-texts.ts) and
 * the server settings (services/server-settings: branding, word lists, CAPTCHA, translator, URL
 * previews) and object storage (services/object-storage); the other fields Misskey takes are dropped, as undeclared parameters are.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
} satisfies EndpointMeta;

const nullableText = { type: ['string', 'null'] } as const;
const storageText = { type: ['string', 'null'], maxLength: 1024 } as const;
const wordList = { type: ['array', 'null'], items: { type: 'string' } } as const;

export const paramDef = {
  type: 'object',
  properties: {
    disableRegistration: { type: ['boolean', 'null'] },
    emailRequiredForSignup: { type: ['boolean', 'null'] },
    // A Misskey fork's (not in misskey-js): sign-up waits for a moderator (services/signup-approval).
    approvalRequiredForSignup: { type: 'boolean' },
    enableServerMachineStats: { type: 'boolean' },
    ...Object.fromEntries(INSTANCE_TEXT_FIELDS.map((field) => [field, { type: ['string', 'null'] }])),
    serverRules: { type: 'array', items: { type: 'string' } },
    name: nullableText,
    shortName: nullableText,
    themeColor: { type: ['string', 'null'], pattern: '^#[0-9a-fA-F]{6}$' },
    app192IconUrl: nullableText,
    app512IconUrl: nullableText,
    backgroundImageUrl: nullableText,
    logoImageUrl: nullableText,
    defaultLightTheme: nullableText,
    defaultDarkTheme: nullableText,
    sensitiveWords: wordList,
    prohibitedWords: wordList,
    hiddenTags: wordList,
    pinnedUsers: wordList,
    bannedEmailDomains: { type: 'array', items: { type: 'string' } },
    // Inbox moderation (services/server-settings/host-lists.ts): one host a line.
    blockedHosts: wordList,
    silencedHosts: wordList,
    mediaSilencedHosts: wordList,
    enableHcaptcha: { type: 'boolean' },
    hcaptchaSiteKey: nullableText,
    hcaptchaSecretKey: nullableText,
    enableMcaptcha: { type: 'boolean' },
    mcaptchaSiteKey: nullableText,
    mcaptchaSecretKey: nullableText,
    mcaptchaInstanceUrl: nullableText,
    enableRecaptcha: { type: 'boolean' },
    recaptchaSiteKey: nullableText,
    recaptchaSecretKey: nullableText,
    enableTurnstile: { type: 'boolean' },
    turnstileSiteKey: nullableText,
    turnstileSecretKey: nullableText,
    deeplAuthKey: nullableText,
    deeplIsPro: { type: 'boolean' },
    // This instance's addition (not in misskey-js): LibreTranslate as the translator.
    libreTranslateURL: nullableText,
    libreTranslateKey: nullableText,
    enableEmail: { type: 'boolean' },
    email: nullableText,
    smtpSecure: { type: 'boolean' },
    smtpHost: nullableText,
    smtpPort: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
    smtpUser: nullableText,
    smtpPass: nullableText,
    urlPreviewEnabled: { type: 'boolean' },
    urlPreviewTimeout: { type: 'integer' },
    urlPreviewMaximumContentLength: { type: 'integer' },
    urlPreviewRequireContentLength: { type: 'boolean' },
    urlPreviewUserAgent: nullableText,
    urlPreviewSummaryProxyUrl: nullableText,
    notesPerOneAd: { type: 'integer', minimum: 0 },
    // Performance and other settings (services/server-settings says which act here).
    enableIdenticonGeneration: { type: 'boolean' },
    enableChartsForRemoteUser: { type: 'boolean' },
    enableChartsForFederatedInstances: { type: 'boolean' },
    enableStatsForFederatedInstances: { type: 'boolean' },
    enableFanoutTimeline: { type: 'boolean' },
    enableFanoutTimelineDbFallback: { type: 'boolean' },
    perLocalUserUserTimelineCacheMax: { type: 'integer' },
    perRemoteUserUserTimelineCacheMax: { type: 'integer' },
    perUserHomeTimelineCacheMax: { type: 'integer' },
    perUserListTimelineCacheMax: { type: 'integer' },
    enableReactionsBuffering: { type: 'boolean' },
    // Security: per-call address logging (services/moderation/user-ips.ts) and active mail
    // validation (services/mail/active-validation.ts); Misskey keeps each text in 1024 characters.
    enableIpLogging: { type: 'boolean' },
    enableActiveEmailValidation: { type: 'boolean' },
    enableVerifymailApi: { type: 'boolean' },
    verifymailAuthKey: storageText,
    enableTruemailApi: { type: 'boolean' },
    truemailInstance: storageText,
    truemailAuthKey: storageText,
    // Sensitive media detection, Misskey's enums (stored; services/drive/sensitive-detection.ts).
    sensitiveMediaDetection: { type: 'string', enum: DETECTION_MODES },
    sensitiveMediaDetectionSensitivity: { type: 'string', enum: DETECTION_SENSITIVITIES },
    setSensitiveFlagAutomatically: { type: 'boolean' },
    enableSensitiveMediaDetectionForVideos: { type: 'boolean' },
    // Object storage (services/object-storage): Misskey keeps each text in 1024 characters.
    useObjectStorage: { type: 'boolean' },
    objectStorageBaseUrl: storageText,
    objectStorageBucket: storageText,
    objectStoragePrefix: storageText,
    // A host name with an optional port: Misskey adds the scheme from objectStorageUseSSL.
    objectStorageEndpoint: { ...storageText, pattern: '^[^/\\s?#@]*$' },
    objectStorageRegion: storageText,
    objectStoragePort: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
    objectStorageAccessKey: storageText,
    objectStorageSecretKey: storageText,
    objectStorageUseSSL: { type: 'boolean' },
    objectStorageUseProxy: { type: 'boolean' },
    objectStorageSetPublicRead: { type: 'boolean' },
    objectStorageS3ForcePathStyle: { type: 'boolean' },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/update-meta', void> = (ps, { instance, user: me }) => {
  // A default theme must install in every client (the same check as the config file's).
  for (const field of ['defaultLightTheme', 'defaultDarkTheme'] as const) {
    const text = ps[field];
    if (!text) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalidParam(field, 'not JSON');
    }
    const problem = themeProblem(parsed);
    if (problem) throw invalidParam(field, problem);
  }
  // The instance posts notes' text there: only an http(s) address (the guard refuses private ones).
  const { libreTranslateURL } = ps as { libreTranslateURL?: string | null };
  if (libreTranslateURL && !isHttpUrl(libreTranslateURL))
    throw invalidParam('libreTranslateURL', 'not an http(s) URL');
  // Addresses people sign up with are sent there: only an http(s) address (the guard refuses private ones).
  if (ps.truemailInstance && !isHttpUrl(ps.truemailInstance))
    throw invalidParam('truemailInstance', 'not an http(s) URL');
  // Every drive file's URL starts with it: only an http(s) address reaches clients.
  if (ps.objectStorageBaseUrl && !isHttpUrl(ps.objectStorageBaseUrl))
    throw invalidParam('objectStorageBaseUrl', 'not an http(s) URL');
  const hosts = hostListsToStore(ps, serverSettings(instance.db).blockedHosts);
  if ('field' in hosts) throw invalidParam(hosts.field, `not a host name: ${hosts.line}`);
  if (typeof ps.disableRegistration === 'boolean') setRegistrationDisabled(instance, ps.disableRegistration);
  if (typeof ps.emailRequiredForSignup === 'boolean')
    setEmailRequiredForSignup(instance, ps.emailRequiredForSignup);
  const { approvalRequiredForSignup } = ps as { approvalRequiredForSignup?: boolean };
  if (typeof approvalRequiredForSignup === 'boolean')
    setApprovalRequiredForSignup(instance, approvalRequiredForSignup);
  if (typeof ps.enableServerMachineStats === 'boolean')
    setMachineStatsEnabled(instance, ps.enableServerMachineStats);
  if (typeof ps.enableIpLogging === 'boolean') setIpLoggingEnabled(instance, ps.enableIpLogging);
  updateInstanceTexts(instance.db, ps);
  updateMailSettings(instance.db, ps);
  updateObjectStorageSettings(instance.db, ps);
  updateDetectionSettings(instance.db, ps);
  const before = serverSettings(instance.db);
  updateServerSettings(instance.db, { ...ps, ...hosts.lists });
  // Summaries fetched under the old limits (user agent, proxy, size) must not outlive them.
  if (Object.keys(ps).some((key) => key.startsWith('urlPreview'))) clearUrlPreviewCache();
  // Misskey logs the whole meta before and after; this instance logs its settings before and
  // the fields sent, secret keys left out of both (the log is read by every administrator).
  logModeration(instance, me, 'updateServerSettings', {
    before: withoutSecrets(before),
    after: withoutSecrets(ps),
  });
};

const SECRETS = [
  'hcaptchaSecretKey',
  'mcaptchaSecretKey',
  'recaptchaSecretKey',
  'turnstileSecretKey',
  'deeplAuthKey',
  'smtpPass',
  'libreTranslateKey',
  'objectStorageSecretKey',
  'verifymailAuthKey',
  'truemailAuthKey',
];

function withoutSecrets(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRETS.includes(key)));
}
