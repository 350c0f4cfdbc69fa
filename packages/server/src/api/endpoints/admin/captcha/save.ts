import {
  checkAnswer,
  type KeyedCaptchaProvider,
  TEST_CAPTCHA_ANSWER,
} from '../../../../services/captcha/index.js';
import { ExternalServiceError } from '../../../../services/external/post-json.js';
import { updateServerSettings } from '../../../../services/server-settings/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

/**
 * Misskey's admin/captcha/save: puts a provider in force only after an answer solved with the
 * new keys passes (so a typo in a key cannot lock sign-up), or turns the CAPTCHA off.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
  errors: {
    // Kept for the wire: the paramDef's enum answers an unknown provider before the handler.
    invalidProvider: {
      message: 'Invalid provider.',
      code: 'INVALID_PROVIDER',
      id: '14bf7ae1-80cc-4363-acb2-4fd61d086af0',
      httpStatus: 400,
    },
    invalidParameters: {
      message: 'Invalid parameters.',
      code: 'INVALID_PARAMETERS',
      id: '26654194-410e-44e2-b42e-460ff6f92476',
      httpStatus: 400,
    },
    requestFailed: {
      message: 'Request failed.',
      code: 'REQUEST_FAILED',
      id: '0f4fe2f1-2c15-4d6e-b714-efbfcde231cd',
      httpStatus: 500,
      kind: 'server',
    },
    verificationFailed: {
      message: 'Verification failed.',
      code: 'VERIFICATION_FAILED',
      id: 'c41c067f-24f3-4150-84b2-b5a3ae8c2214',
      httpStatus: 400,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    provider: {
      type: 'string',
      enum: ['none', 'hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile', 'testcaptcha'],
    },
    captchaResult: { type: ['string', 'null'] },
    sitekey: { type: ['string', 'null'] },
    secret: { type: ['string', 'null'] },
    instanceUrl: { type: ['string', 'null'] },
  },
  required: ['provider'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/captcha/save', void> = async (ps, { instance }) => {
  const provider = ps.provider;
  const enable = {
    enableHcaptcha: provider === 'hcaptcha',
    enableMcaptcha: provider === 'mcaptcha',
    enableRecaptcha: provider === 'recaptcha',
    enableTurnstile: provider === 'turnstile',
    enableTestcaptcha: provider === 'testcaptcha',
  };
  if (provider === 'none') {
    updateServerSettings(instance.db, enable);
    return;
  }
  if (provider === 'testcaptcha') {
    // As Misskey's: no keys, but the fixed answer must come with the choice.
    if (!ps.captchaResult) throw new ApiError(meta.errors.invalidParameters);
    if (ps.captchaResult !== TEST_CAPTCHA_ANSWER) throw new ApiError(meta.errors.verificationFailed);
    updateServerSettings(instance.db, enable);
    return;
  }
  const p: KeyedCaptchaProvider = provider;
  if (!ps.secret || !ps.captchaResult || (p === 'mcaptcha' && (!ps.sitekey || !ps.instanceUrl)))
    throw new ApiError(meta.errors.invalidParameters);
  let passed: boolean;
  try {
    passed = await checkAnswer(
      instance,
      p,
      { siteKey: ps.sitekey ?? null, secretKey: ps.secret, instanceUrl: ps.instanceUrl ?? null },
      ps.captchaResult,
    );
  } catch (err) {
    if (err instanceof ExternalServiceError) throw new ApiError(meta.errors.requestFailed);
    throw err;
  }
  if (!passed) throw new ApiError(meta.errors.verificationFailed);
  // Fields left out keep their stored value, as Misskey's.
  updateServerSettings(instance.db, {
    ...enable,
    ...(ps.sitekey !== undefined ? { [`${p}SiteKey`]: ps.sitekey } : {}),
    [`${p}SecretKey`]: ps.secret,
    ...(p === 'mcaptcha' && ps.instanceUrl !== undefined ? { mcaptchaInstanceUrl: ps.instanceUrl } : {}),
  });
};
