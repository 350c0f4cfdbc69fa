import type { entities } from 'misskey-js';
import { VERSION } from '../version.js';
import { adsForMeta } from './ads.js';
import type { InstanceContext } from './context.js';
import { instanceTexts } from './instance-texts.js';
import { registrationDisabled } from './invites.js';
import { mailEnabled } from './mail/mailer.js';
import { emailRequiredForSignup } from './mail/settings.js';
import { policiesOf } from './notes/policies.js';
import { vapidKeys } from './push/index.js';

export const MAX_NOTE_TEXT_LENGTH = 1000;

export function buildMetaLite(ctx: InstanceContext): entities.MetaLite {
  const { config } = ctx;
  const policies = policiesOf(null, ctx);
  return {
    // The administrator's texts: description, rules, administrator, pictures and links.
    ...instanceTexts(ctx.db),
    version: VERSION,
    providesTarball: false,
    name: config.instanceName,
    shortName: null,
    uri: config.url,
    langs: [],
    repositoryUrl: null,
    feedbackUrl: null,
    // The operator's theme files as JSON text (checked at start, see config.ts), like Misskey's meta.
    defaultDarkTheme: config.defaultDarkTheme,
    defaultLightTheme: config.defaultLightTheme,
    clientOptions: {
      entrancePageStyle: 'classic',
      showTimelineForVisitor: true,
      showActivitiesForVisitor: true,
    },
    disableRegistration: registrationDisabled(ctx),
    emailRequiredForSignup: emailRequiredForSignup(ctx),
    enableHcaptcha: false,
    hcaptchaSiteKey: null,
    enableMcaptcha: false,
    mcaptchaSiteKey: null,
    mcaptchaInstanceUrl: null,
    enableRecaptcha: false,
    recaptchaSiteKey: null,
    enableTurnstile: false,
    turnstileSiteKey: null,
    enableTestcaptcha: false,
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
    notesPerOneAd: 0,
    // True only when mail leaves the instance (SMTP configured); without it mails go to the log.
    enableEmail: mailEnabled(ctx),
    enableServiceWorker: true,
    translatorAvailable: false,
    sentryForFrontend: null,
    mediaProxy: `${config.url}/proxy`,
    enableUrlPreview: false,
    backgroundImageUrl: null,
    logoImageUrl: null,
    themeColor: null,
    policies,
    noteSearchableScope: 'local',
    // The same byte limit the drive enforces (a fractional MB policy rounds down).
    maxFileSize: Math.floor(policies.maxFileSizeMb * 1024 * 1024),
    federation: 'none',
  };
}

export function buildMetaDetailed(ctx: InstanceContext): entities.MetaDetailed {
  return {
    ...buildMetaLite(ctx),
    features: {
      registration: !registrationDisabled(ctx),
      emailRequiredForSignup: emailRequiredForSignup(ctx),
      localTimeline: true,
      globalTimeline: true,
      hcaptcha: false,
      turnstile: false,
      recaptcha: false,
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
