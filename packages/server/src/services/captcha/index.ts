import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import type { InstanceContext } from '../context.js';
import { ExternalServiceError, postForJson } from '../external/post-json.js';
import { type ServerSettings, serverSettings } from '../server-settings/index.js';

/** The providers verified with keys at an outside service. */
export type KeyedCaptchaProvider = 'hcaptcha' | 'mcaptcha' | 'recaptcha' | 'turnstile';
/** Misskey's testcaptcha needs no keys: its one right answer is TEST_CAPTCHA_ANSWER. */
export type CaptchaProvider = KeyedCaptchaProvider | 'testcaptcha';

/** The answer Misskey's testcaptcha accepts (its widget sends it once the box is ticked). */
export const TEST_CAPTCHA_ANSWER = 'testcaptcha-passed';

/** The answer fields sign-up and sign-in take, per provider (Misskey's names). */
export const CAPTCHA_RESPONSE_FIELDS = {
  hcaptcha: 'hcaptcha-response',
  mcaptcha: 'm-captcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  testcaptcha: 'testcaptcha-response',
} as const satisfies Record<CaptchaProvider, string>;

/** Parameters for sign-up's and sign-in's paramDef: every provider's answer field. */
export const captchaResponseParams = Object.fromEntries(
  Object.values(CAPTCHA_RESPONSE_FIELDS).map((field) => [field, { type: ['string', 'null'] }]),
) as Record<(typeof CAPTCHA_RESPONSE_FIELDS)[CaptchaProvider], { type: ['string', 'null'] }>;

/** The providers' siteverify addresses (Misskey's). */
const VERIFY_URLS: Record<Exclude<KeyedCaptchaProvider, 'mcaptcha'>, string> = {
  hcaptcha: 'https://hcaptcha.com/siteverify',
  recaptcha: 'https://www.recaptcha.net/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/**
 * Deviation: Misskey answers a failed CAPTCHA with a bare 400 (a Fastify error, not an API
 * error); ours is an API error with an id of our own and `info.reason` (no-response, failed,
 * unreachable), so the client can say what to do.
 */
export const captchaFailed: ApiErrorDef = {
  message: 'The CAPTCHA was not passed.',
  code: 'CAPTCHA_FAILED',
  id: '567a739f-ec49-4ef0-be45-ca489a6f7e0e',
  httpStatus: 400,
};

/**
 * The provider whose answers are checked, or null. As in Misskey, the first one enabled wins
 * (hCaptcha, mCaptcha, reCAPTCHA, Turnstile, testcaptcha), and only with the keys verification needs: an
 * enabled provider without its secret (or, for mCaptcha, its site key and instance) checks
 * nothing, so it is not in force, and meta does not announce it.
 */
export function captchaInForce(settings: ServerSettings): CaptchaProvider | null {
  if (settings.enableHcaptcha)
    return settings.hcaptchaSecretKey && settings.hcaptchaSiteKey ? 'hcaptcha' : null;
  if (settings.enableMcaptcha)
    return settings.mcaptchaSecretKey && settings.mcaptchaSiteKey && settings.mcaptchaInstanceUrl
      ? 'mcaptcha'
      : null;
  if (settings.enableRecaptcha)
    return settings.recaptchaSecretKey && settings.recaptchaSiteKey ? 'recaptcha' : null;
  if (settings.enableTurnstile)
    return settings.turnstileSecretKey && settings.turnstileSiteKey ? 'turnstile' : null;
  if (settings.enableTestcaptcha) return 'testcaptcha';
  return null;
}

/**
 * Checks the CAPTCHA answer in a sign-up or sign-in body with the provider in force (nothing
 * when none is), through the outside-request guard. Throws CAPTCHA_FAILED when the answer is
 * missing, refused, or cannot be checked (a verifier that does not answer lets nobody in).
 */
export async function verifyCaptcha(ctx: InstanceContext, body: object): Promise<void> {
  const settings = serverSettings(ctx.db);
  const provider = captchaInForce(settings);
  if (!provider) return;
  const answer = (body as Record<string, unknown>)[CAPTCHA_RESPONSE_FIELDS[provider]];
  if (typeof answer !== 'string' || answer === '')
    throw new ApiError(captchaFailed, { reason: 'no-response' });

  if (provider === 'testcaptcha') {
    if (answer !== TEST_CAPTCHA_ANSWER) throw new ApiError(captchaFailed, { reason: 'failed' });
    return;
  }
  let passed: boolean;
  try {
    passed = await checkAnswer(ctx, provider, keysOf(settings, provider), answer);
  } catch (err) {
    if (err instanceof ExternalServiceError) throw new ApiError(captchaFailed, { reason: 'unreachable' });
    throw err;
  }
  if (!passed) throw new ApiError(captchaFailed, { reason: 'failed' });
}

/** What checking an answer takes: the keys (and mCaptcha's instance) of one provider. */
export interface CaptchaKeys {
  siteKey: string | null;
  secretKey: string | null;
  instanceUrl: string | null;
}

export function keysOf(settings: ServerSettings, provider: KeyedCaptchaProvider): CaptchaKeys {
  return {
    siteKey: settings[`${provider}SiteKey`],
    secretKey: settings[`${provider}SecretKey`],
    instanceUrl: provider === 'mcaptcha' ? settings.mcaptchaInstanceUrl : null,
  };
}

/**
 * Asks the provider whether `answer` passes, with `keys` (the stored ones, or admin/captcha/save's
 * before they are stored). Throws ExternalServiceError when the provider cannot be asked.
 */
export async function checkAnswer(
  ctx: InstanceContext,
  provider: KeyedCaptchaProvider,
  keys: CaptchaKeys,
  answer: string,
): Promise<boolean> {
  if (provider === 'mcaptcha') {
    // mCaptcha runs on the administrator's own instance: `/api/v1/pow/siteverify`, `{valid}` back.
    let url: string;
    try {
      url = new URL('/api/v1/pow/siteverify', keys.instanceUrl ?? '').toString();
    } catch {
      throw new ExternalServiceError('the mCaptcha instance is not a URL');
    }
    const { status, json } = await postForJson(ctx.config, url, {
      body: JSON.stringify({ key: keys.siteKey, secret: keys.secretKey, token: answer }),
      contentType: 'application/json',
    });
    if (status !== 200) throw new ExternalServiceError(`the verifier answered ${status}`);
    return (json as { valid?: unknown } | null)?.valid === true;
  }
  // hCaptcha, reCAPTCHA and Turnstile share one form: secret and response, `{success}` back.
  const url = ctx.config.captchaVerifyUrl ?? VERIFY_URLS[provider];
  const { status, json } = await postForJson(ctx.config, url, {
    body: new URLSearchParams({ secret: keys.secretKey ?? '', response: answer }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  if (status < 200 || status >= 300) throw new ExternalServiceError(`the verifier answered ${status}`);
  return (json as { success?: unknown } | null)?.success === true;
}
