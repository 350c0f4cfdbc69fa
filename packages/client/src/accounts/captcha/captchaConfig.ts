import type * as Misskey from 'misskey-js';

// The widget's half of the CAPTCHA (its chunk only): which provider and key, and where the
// answer goes. The start-up half is ./captcha.ts.

export type CaptchaProvider = 'hcaptcha' | 'mcaptcha' | 'recaptcha' | 'turnstile' | 'testcaptcha';

/** The one answer Misskey's testcaptcha takes (its box, ticked, gives it). */
export const TEST_CAPTCHA_ANSWER = 'testcaptcha-passed';

/** What the widget needs: which provider, its public site key, and mCaptcha's instance. */
export interface CaptchaConfig {
  provider: CaptchaProvider;
  siteKey: string;
  instanceUrl: string | null;
}

/** The body field each provider's answer goes in (Misskey's names). */
const ANSWER_FIELDS: Record<CaptchaProvider, string> = {
  hcaptcha: 'hcaptcha-response',
  mcaptcha: 'm-captcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  testcaptcha: 'testcaptcha-response',
};

/**
 * The CAPTCHA the server asks for at sign-up and sign-in, from its meta; null when none (or when
 * the server announces one without the site key a widget needs). The first enabled wins, in the
 * server's order.
 */
export function captchaOf(meta: Misskey.entities.MetaLite | null): CaptchaConfig | null {
  if (!meta) return null;
  const pick = (provider: CaptchaProvider, siteKey: string | null, instanceUrl: string | null = null) =>
    siteKey ? { provider, siteKey, instanceUrl } : null;
  if (meta.enableHcaptcha) return pick('hcaptcha', meta.hcaptchaSiteKey);
  if (meta.enableMcaptcha)
    return meta.mcaptchaInstanceUrl ? pick('mcaptcha', meta.mcaptchaSiteKey, meta.mcaptchaInstanceUrl) : null;
  if (meta.enableRecaptcha) return pick('recaptcha', meta.recaptchaSiteKey);
  if (meta.enableTurnstile) return pick('turnstile', meta.turnstileSiteKey);
  // A test server's CAPTCHA: no provider, no key.
  if (meta.enableTestcaptcha) return { provider: 'testcaptcha', siteKey: '', instanceUrl: null };
  return null;
}

/** The fields to add to the sign-up or sign-in body for `answer` (none without one). */
export function captchaFields(config: CaptchaConfig | null, answer: string | null): Record<string, string> {
  return config && answer ? { [ANSWER_FIELDS[config.provider]]: answer } : {};
}
