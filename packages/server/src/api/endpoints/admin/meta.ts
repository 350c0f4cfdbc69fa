import type { entities } from 'misskey-js';
import { detectionSettings } from '../../../services/drive/sensitive-detection.js';
import { buildMetaDetailed } from '../../../services/instance-meta.js';
import { mailSettings } from '../../../services/mail/index.js';
import { ipLoggingEnabled } from '../../../services/moderation/user-ips.js';
import { objectStorageSettings } from '../../../services/object-storage/index.js';
import { serverSettings } from '../../../services/server-settings/index.js';
import { machineStatsEnabled } from '../../../services/server-stats/index.js';
import { approvalRequiredForSignup } from '../../../services/signup-approval/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/**
 * Misskey's admin/meta: everything the control panel edits, secret keys included, so
 * administrators only (as Misskey). Settings this instance has no use for (federation, fanout
 * caches…) answer Misskey's values for a server that does not use them.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:meta',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** This instance's additions to Misskey's answer (LibreTranslate), which misskey-js does not type. */
type AdminMeta = entities.AdminMetaResponse & {
  libreTranslateURL: string | null;
  libreTranslateKey: string | null;
  /** A Misskey fork's: sign-up waits for a moderator (services/signup-approval). */
  approvalRequiredForSignup: boolean;
};

export const handler: SignedInHandler<'admin/meta', AdminMeta> = (_ps, { instance }) => {
  const lite = buildMetaDetailed(instance);
  const s = serverSettings(instance.db);
  const mail = mailSettings(instance.db);
  return {
    cacheRemoteFiles: false,
    cacheRemoteSensitiveFiles: false,
    emailRequiredForSignup: lite.emailRequiredForSignup,
    approvalRequiredForSignup: approvalRequiredForSignup(instance),
    enableHcaptcha: s.enableHcaptcha,
    hcaptchaSiteKey: s.hcaptchaSiteKey,
    enableMcaptcha: s.enableMcaptcha,
    mcaptchaSiteKey: s.mcaptchaSiteKey,
    mcaptchaInstanceUrl: s.mcaptchaInstanceUrl,
    enableRecaptcha: s.enableRecaptcha,
    recaptchaSiteKey: s.recaptchaSiteKey,
    enableTurnstile: s.enableTurnstile,
    turnstileSiteKey: s.turnstileSiteKey,
    enableTestcaptcha: s.enableTestcaptcha,
    googleAnalyticsMeasurementId: null,
    swPublickey: lite.swPublickey,
    mascotImageUrl: lite.mascotImageUrl || null,
    bannerUrl: lite.bannerUrl,
    serverErrorImageUrl: null,
    infoImageUrl: null,
    notFoundImageUrl: null,
    iconUrl: lite.iconUrl,
    app192IconUrl: s.app192IconUrl,
    app512IconUrl: s.app512IconUrl,
    // The panel's switch as stored (meta's enableEmail also counts the config file's SMTP_URL).
    enableEmail: mail.enableEmail,
    enableServiceWorker: true,
    translatorAvailable: lite.translatorAvailable,
    silencedHosts: s.silencedHosts,
    mediaSilencedHosts: s.mediaSilencedHosts,
    pinnedUsers: s.pinnedUsers,
    hiddenTags: s.hiddenTags,
    blockedHosts: s.blockedHosts,
    sensitiveWords: s.sensitiveWords,
    prohibitedWords: s.prohibitedWords,
    prohibitedWordsForNameOfUser: [],
    bannedEmailDomains: s.bannedEmailDomains,
    preservedUsernames: [],
    hcaptchaSecretKey: s.hcaptchaSecretKey,
    mcaptchaSecretKey: s.mcaptchaSecretKey,
    recaptchaSecretKey: s.recaptchaSecretKey,
    turnstileSecretKey: s.turnstileSecretKey,
    // Stored as Misskey's; services/drive/detection follows them.
    ...detectionSettings(instance.db),
    // No proxy account on a server that does not federate; Misskey's type asks for a string.
    proxyAccountId: '',
    // The panel's mail settings, the password in clear as Misskey's (administrators only).
    email: mail.email,
    smtpSecure: mail.smtpSecure,
    smtpHost: mail.smtpHost,
    smtpPort: mail.smtpPort,
    smtpUser: mail.smtpUser,
    smtpPass: mail.smtpPass,
    swPrivateKey: null,
    // The bucket drive files go to, the secret key in clear as Misskey's (administrators only).
    ...objectStorageSettings(instance.db),
    enableIpLogging: ipLoggingEnabled(instance),
    enableActiveEmailValidation: s.enableActiveEmailValidation,
    enableVerifymailApi: s.enableVerifymailApi,
    verifymailAuthKey: s.verifymailAuthKey,
    enableTruemailApi: s.enableTruemailApi,
    truemailInstance: s.truemailInstance,
    truemailAuthKey: s.truemailAuthKey,
    enableChartsForRemoteUser: s.enableChartsForRemoteUser,
    enableChartsForFederatedInstances: s.enableChartsForFederatedInstances,
    enableStatsForFederatedInstances: s.enableStatsForFederatedInstances,
    enableServerMachineStats: machineStatsEnabled(instance),
    enableIdenticonGeneration: s.enableIdenticonGeneration,
    manifestJsonOverride: '{}',
    policies: lite.policies as unknown as Record<string, never>,
    enableFanoutTimeline: s.enableFanoutTimeline,
    enableFanoutTimelineDbFallback: s.enableFanoutTimelineDbFallback,
    perLocalUserUserTimelineCacheMax: s.perLocalUserUserTimelineCacheMax,
    perRemoteUserUserTimelineCacheMax: s.perRemoteUserUserTimelineCacheMax,
    perUserHomeTimelineCacheMax: s.perUserHomeTimelineCacheMax,
    perUserListTimelineCacheMax: s.perUserListTimelineCacheMax,
    enableReactionsBuffering: s.enableReactionsBuffering,
    notesPerOneAd: lite.notesPerOneAd,
    backgroundImageUrl: s.backgroundImageUrl,
    deeplAuthKey: s.deeplAuthKey,
    deeplIsPro: s.deeplIsPro,
    libreTranslateURL: s.libreTranslateURL,
    libreTranslateKey: s.libreTranslateKey,
    defaultDarkTheme: lite.defaultDarkTheme,
    defaultLightTheme: lite.defaultLightTheme,
    clientOptions: lite.clientOptions,
    description: lite.description,
    disableRegistration: lite.disableRegistration,
    impressumUrl: lite.impressumUrl,
    maintainerEmail: lite.maintainerEmail,
    maintainerName: lite.maintainerName,
    name: lite.name,
    shortName: s.shortName,
    privacyPolicyUrl: lite.privacyPolicyUrl,
    inquiryUrl: lite.inquiryUrl,
    repositoryUrl: null,
    feedbackUrl: null,
    summalyProxy: s.urlPreviewSummaryProxyUrl,
    themeColor: s.themeColor,
    tosUrl: lite.tosUrl,
    uri: lite.uri,
    version: lite.version,
    urlPreviewEnabled: s.urlPreviewEnabled,
    urlPreviewAllowRedirect: false,
    urlPreviewTimeout: s.urlPreviewTimeout,
    urlPreviewMaximumContentLength: s.urlPreviewMaximumContentLength,
    urlPreviewRequireContentLength: s.urlPreviewRequireContentLength,
    urlPreviewUserAgent: s.urlPreviewUserAgent,
    urlPreviewSummaryProxyUrl: s.urlPreviewSummaryProxyUrl,
    federation: 'none',
    federationHosts: [],
    deliverSuspendedSoftware: [],
    singleUserMode: false,
    ugcVisibilityForVisitor: 'all',
    proxyRemoteFiles: false,
    signToActivityPubGet: false,
    allowExternalApRedirect: false,
    enableRemoteNotesCleaning: false,
    remoteNotesCleaningExpiryDaysForEachNotes: 0,
    remoteNotesCleaningMaxProcessingDurationInMinutes: 0,
    showRoleBadgesOfRemoteUsers: false,
  };
};
