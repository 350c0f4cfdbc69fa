import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import type { InstanceContext } from '../context.js';
import { ExternalServiceError, postForJson } from '../external/post-json.js';
import { type ServerSettings, serverSettings } from '../server-settings/index.js';

export type CaptchaProvider = 'hcaptcha' | 'mcaptcha' | 'recaptcha' | 'turnstile';

/** The answer fields sign-up and sign-in take, per provider (Misskey's names). */
export const CAPTCHA_RESPONSE_FIELDS = {
  hcaptcha: 'hcaptcha-response',
  mcaptcha: 'm-captcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
} as const satisfies Record<CaptchaProvider, string>;

/** Parameters for sign-up's and sign-in's paramDef: every provider's answer field. */
export const captchaResponseParams = Object.fromEntries(
  Object.values(CAPTCHA_RESPONSE_FIELDS).map((field) => [field, { type: ['string', 'null'] }]),
) as Record<(typeof CAPTCHA_RESPONSE_FIELDS)[CaptchaProvider], { type: ['string', 'null'] }>;

/** The providers' siteverify addresses (Misskey's). */
const VERIFY_URLS: Record<Exclude<CaptchaProvider, 'mcaptcha'>, string> = {
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
 * (hCaptcha, mCaptcha, reCAPTCHA, Turnstile), and only with the keys verification needs: an
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

  let passed: boolean;
  try {
    passed =
      provider === 'mcaptcha'
        ? await verifyMcaptcha(ctx, settings, answer)
        : await verifySiteverify(ctx, settings, provider, answer);
  } catch (err) {
    if (err instanceof ExternalServiceError) throw new ApiError(captchaFailed, { reason: 'unreachable' });
    throw err;
  }
  if (!passed) throw new ApiError(captchaFailed, { reason: 'failed' });
}

/** hCaptcha, reCAPTCHA and Turnstile share one form: secret and response, `{success}` back. */
async function verifySiteverify(
  ctx: InstanceContext,
  settings: ServerSettings,
  provider: Exclude<CaptchaProvider, 'mcaptcha'>,
  answer: string,
): Promise<boolean> {
  const secret = settings[`${provider}SecretKey`] ?? '';
  const url = ctx.config.captchaVerifyUrl ?? VERIFY_URLS[provider];
  const { status, json } = await postForJson(ctx.config, url, {
    body: new URLSearchParams({ secret, response: answer }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  if (status < 200 || status >= 300) throw new ExternalServiceError(`the verifier answered ${status}`);
  return (json as { success?: unknown } | null)?.success === true;
}

/** mCaptcha runs on the administrator's own instance: `/api/v1/pow/siteverify`, `{valid}` back. */
async function verifyMcaptcha(
  ctx: InstanceContext,
  settings: ServerSettings,
  answer: string,
): Promise<boolean> {
  let url: string;
  try {
    url = new URL('/api/v1/pow/siteverify', settings.mcaptchaInstanceUrl ?? '').toString();
  } catch {
    throw new ExternalServiceError('the mCaptcha instance is not a URL');
  }
  const { status, json } = await postForJson(ctx.config, url, {
    body: JSON.stringify({
      key: settings.mcaptchaSiteKey,
      secret: settings.mcaptchaSecretKey,
      token: answer,
    }),
    contentType: 'application/json',
  });
  if (status !== 200) throw new ExternalServiceError(`the verifier answered ${status}`);
  return (json as { valid?: unknown } | null)?.valid === true;
}
