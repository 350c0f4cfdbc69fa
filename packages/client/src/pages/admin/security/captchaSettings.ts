import type { AdminMeta } from './useAdminMetaForm';

export const CAPTCHA_PROVIDERS = ['hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile'] as const;
export type CaptchaChoice = 'none' | (typeof CAPTCHA_PROVIDERS)[number];

/** The providers' own names (brands, the same in every language). */
export const PROVIDER_NAMES: Record<(typeof CAPTCHA_PROVIDERS)[number], string> = {
  hcaptcha: 'hCaptcha',
  mcaptcha: 'mCaptcha',
  recaptcha: 'reCAPTCHA',
  turnstile: 'Cloudflare Turnstile',
};

export interface CaptchaDraft {
  provider: CaptchaChoice;
  /** Keys per provider, so switching back and forth loses nothing typed. */
  siteKeys: Record<(typeof CAPTCHA_PROVIDERS)[number], string>;
  secretKeys: Record<(typeof CAPTCHA_PROVIDERS)[number], string>;
  mcaptchaInstanceUrl: string;
}

/** The form from admin/meta: the first provider enabled, as the server chooses it. */
export function captchaDraftOf(meta: AdminMeta): CaptchaDraft {
  const provider: CaptchaChoice = meta.enableHcaptcha
    ? 'hcaptcha'
    : meta.enableMcaptcha
      ? 'mcaptcha'
      : meta.enableRecaptcha
        ? 'recaptcha'
        : meta.enableTurnstile
          ? 'turnstile'
          : 'none';
  return {
    provider,
    siteKeys: {
      hcaptcha: meta.hcaptchaSiteKey ?? '',
      mcaptcha: meta.mcaptchaSiteKey ?? '',
      recaptcha: meta.recaptchaSiteKey ?? '',
      turnstile: meta.turnstileSiteKey ?? '',
    },
    secretKeys: {
      hcaptcha: meta.hcaptchaSecretKey ?? '',
      mcaptcha: meta.mcaptchaSecretKey ?? '',
      recaptcha: meta.recaptchaSecretKey ?? '',
      turnstile: meta.turnstileSecretKey ?? '',
    },
    mcaptchaInstanceUrl: meta.mcaptchaInstanceUrl ?? '',
  };
}

/** Whether the chosen provider has everything the server needs to check answers with it. */
export function captchaComplete(draft: CaptchaDraft): boolean {
  if (draft.provider === 'none') return true;
  const keys = draft.siteKeys[draft.provider].trim() !== '' && draft.secretKeys[draft.provider].trim() !== '';
  return draft.provider === 'mcaptcha' ? keys && draft.mcaptchaInstanceUrl.trim() !== '' : keys;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * admin/update-meta's patch: exactly one provider (or none) enabled, and the chosen provider's
 * keys (the others' stay as stored).
 */
export function captchaPatchOf(draft: CaptchaDraft): Record<string, unknown> {
  const patch: Record<string, unknown> = {
    enableHcaptcha: draft.provider === 'hcaptcha',
    enableMcaptcha: draft.provider === 'mcaptcha',
    enableRecaptcha: draft.provider === 'recaptcha',
    enableTurnstile: draft.provider === 'turnstile',
  };
  if (draft.provider === 'none') return patch;
  patch[`${draft.provider}SiteKey`] = orNull(draft.siteKeys[draft.provider]);
  patch[`${draft.provider}SecretKey`] = orNull(draft.secretKeys[draft.provider]);
  if (draft.provider === 'mcaptcha') patch.mcaptchaInstanceUrl = orNull(draft.mcaptchaInstanceUrl);
  return patch;
}
