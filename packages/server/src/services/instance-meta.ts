import type { entities } from 'misskey-js';
import { VERSION } from '../version.js';
import { adsForMeta } from './ads.js';
import { captchaInForce } from './captcha/index.js';
import type { InstanceContext } from './context.js';
import { instanceTexts } from './instance-texts.js';
import { registrationDisabled } from './invites.js';
import { mailEnabled } from './mail/mailer.js';
import { emailRequiredForSignup } from './mail/settings.js';
import { policiesOf } from './notes/policies.js';
import { vapidKeys } from './push/index.js';
import { serverSettings } from './server-settings/index.js';
import { translatorInForce } from './translate/index.js';

export const MAX_NOTE_TEXT_LENGTH = 1000;

export function buildMetaLite(ctx: InstanceContext): entities.MetaLite {
  const { config } = ctx;
  const policies = policiesOf(null, ctx);
  // What the administrator set in the control panel (admin/update-meta) wins over the config file.
  const settings = serverSettings(ctx.db);
  const captcha = captchaInForce(settings);
  return {
    // The administrator's texts: description, rules, administrator, pictures and links.
    ...instanceTexts(ctx.db),
    version: VERSION,
    providesTarball: false,
    name: settings.name ?? config.instanceName,
    shortName: settings.shortName,
    uri: config.url,
    langs: [],
    repositoryUrl: null,
    feedbackUrl: null,
    // The operator's theme files as JSON text (checked at start, see config.ts), like Misskey's meta.
    defaultDarkTheme: settings.defaultDarkTheme ?? config.defaultDarkTheme,
    defaultLightTheme: settings.defaultLightTheme ?? config.defaultLightTheme,
    clientOptions: {
      entrancePageStyle: 'classic',
      showTimelineForVisitor: true,
      showActivitiesForVisitor: true,
    },
    disableRegistration: registrationDisabled(ctx),
    emailRequiredForSignup: emailRequiredForSignup(ctx),
    // Site keys only: the secret keys are for admin/meta. Only the provider whose answers sign-up
    // and sign-in really verify (services/captcha) is announced as on: a stored choice missing
    // its secret would show a widget whose answer nothing checks.
    enableHcaptcha: captcha === 'hcaptcha',
    hcaptchaSiteKey: settings.hcaptchaSiteKey,
    enableMcaptcha: captcha === 'mcaptcha',
    mcaptchaSiteKey: settings.mcaptchaSiteKey,
    mcaptchaInstanceUrl: settings.mcaptchaInstanceUrl,
    enableRecaptcha: captcha === 'recaptcha',
    recaptchaSiteKey: settings.recaptchaSiteKey,
    enableTurnstile: captcha === 'turnstile',
    turnstileSiteKey: settings.turnstileSiteKey,
    enableTestcaptcha: captcha === 'testcaptcha',
    googleAnalyticsMeasurementId: null,
    // Web Push: the instance's VAPID public key, made once and kept (services/push).
    swPublickey: vapidKeys(ctx.db).publicKey,
    // The type requires a string; empty means "no mascot image" to the client.
    mascotImageUrl: '',
    serverErrorImageUrl: null,
    infoImageUrl: null,
    notFoundImageUrl: null,
    maxNoteTextLength: MAX_NOTE_TEXT_LENGTH,
    ads: adsForMeta(ctx.db),
    notesPerOneAd: settings.notesPerOneAd,
    // True only when mail leaves the instance (SMTP configured); without it mails go to the log.
    enableEmail: mailEnabled(ctx),
    enableServiceWorker: true,
    // notes/translate works only with DeepL or LibreTranslate configured (services/translate).
    translatorAvailable: translatorInForce(settings) !== null,
    sentryForFrontend: null,
    mediaProxy: `${config.url}/proxy`,
    // The `/url` summary route (web/url-preview.ts) answers while this is on.
    enableUrlPreview: settings.urlPreviewEnabled,
    backgroundImageUrl: settings.backgroundImageUrl,
    logoImageUrl: settings.logoImageUrl,
    themeColor: settings.themeColor,
    policies,
    noteSearchableScope: 'local',
    // The same byte limit the drive enforces (a fractional MB policy rounds down).
    maxFileSize: Math.floor(policies.maxFileSizeMb * 1024 * 1024),
    federation: 'none',
  };
}

export function buildMetaDetailed(ctx: InstanceContext): entities.MetaDetailed {
  const captcha = captchaInForce(serverSettings(ctx.db));
  return {
    ...buildMetaLite(ctx),
    features: {
      registration: !registrationDisabled(ctx),
      emailRequiredForSignup: emailRequiredForSignup(ctx),
      localTimeline: true,
      globalTimeline: true,
      hcaptcha: captcha === 'hcaptcha',
      turnstile: captcha === 'turnstile',
      recaptcha: captcha === 'recaptcha',
      objectStorage: false,
      serviceWorker: true,
      miauth: false,
    },
    proxyAccountName: null,
    requireSetup: ctx.users.count() === 0,
    cacheRemoteFiles: false,
    cacheRemoteSensitiveFiles: false,
  };
}
