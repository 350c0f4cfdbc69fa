import type * as Misskey from 'misskey-js';
import type { AdminMeta } from './useAdminMetaForm';

/** The providers checked with keys at an outside service. */
export const CAPTCHA_PROVIDERS = ['hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile'] as const;
/** testcaptcha: Misskey's keyless CAPTCHA for test servers (a box to tick). */
export type CaptchaChoice = 'none' | (typeof CAPTCHA_PROVIDERS)[number] | 'testcaptcha';
export const CAPTCHA_CHOICES: readonly CaptchaChoice[] = ['none', ...CAPTCHA_PROVIDERS, 'testcaptcha'];

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
          : meta.enableTestcaptcha
            ? 'testcaptcha'
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
  if (draft.provider === 'none' || draft.provider === 'testcaptcha') return true;
  const keys = draft.siteKeys[draft.provider].trim() !== '' && draft.secretKeys[draft.provider].trim() !== '';
  return draft.provider === 'mcaptcha' ? keys && draft.mcaptchaInstanceUrl.trim() !== '' : keys;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * admin/captcha/save's body: the choice, its keys, and `answer`, solved with those keys (the
 * server stores the choice only if the provider accepts it). None needs no answer.
 */
export function captchaSaveOf(draft: CaptchaDraft, answer: string | null): Record<string, unknown> {
  const { provider } = draft;
  if (provider === 'none') return { provider };
  if (provider === 'testcaptcha') return { provider, captchaResult: answer };
  return {
    provider,
    captchaResult: answer,
    sitekey: orNull(draft.siteKeys[provider]),
    secret: orNull(draft.secretKeys[provider]),
    ...(provider === 'mcaptcha' ? { instanceUrl: orNull(draft.mcaptchaInstanceUrl) } : {}),
  };
}

/**
 * The meta the sign-up CAPTCHA widget would get if the draft were in force, so the page can
 * show that widget to solve with the new keys; null while the draft cannot show one.
 */
export function widgetMetaOf(draft: CaptchaDraft): Misskey.entities.MetaLite | null {
  const { provider } = draft;
  if (provider === 'none' || !captchaComplete(draft)) return null;
  const siteKey = (p: (typeof CAPTCHA_PROVIDERS)[number]) =>
    provider === p ? draft.siteKeys[p].trim() : null;
  return {
    enableHcaptcha: provider === 'hcaptcha',
    hcaptchaSiteKey: siteKey('hcaptcha'),
    enableMcaptcha: provider === 'mcaptcha',
    mcaptchaSiteKey: siteKey('mcaptcha'),
    mcaptchaInstanceUrl: provider === 'mcaptcha' ? draft.mcaptchaInstanceUrl.trim() : null,
    enableRecaptcha: provider === 'recaptcha',
    recaptchaSiteKey: siteKey('recaptcha'),
    enableTurnstile: provider === 'turnstile',
    turnstileSiteKey: siteKey('turnstile'),
    enableTestcaptcha: provider === 'testcaptcha',
  } as Misskey.entities.MetaLite;
}
