import type { entities } from 'misskey-js';
import { keysOf } from '../../../../services/captcha/index.js';
import { serverSettings } from '../../../../services/server-settings/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Misskey's admin/captcha/current: the provider and every provider's keys (secrets included). */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:meta',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/captcha/current', entities.AdminCaptchaCurrentResponse> = (
  _ps,
  { instance },
) => {
  const s = serverSettings(instance.db);
  const pair = (provider: 'hcaptcha' | 'recaptcha' | 'turnstile') => {
    const { siteKey, secretKey } = keysOf(s, provider);
    return { siteKey, secretKey };
  };
  return {
    // As Misskey's: the first provider enabled, whether or not its keys are complete.
    provider: s.enableHcaptcha
      ? 'hcaptcha'
      : s.enableMcaptcha
        ? 'mcaptcha'
        : s.enableRecaptcha
          ? 'recaptcha'
          : s.enableTurnstile
            ? 'turnstile'
            : s.enableTestcaptcha
              ? 'testcaptcha'
              : 'none',
    hcaptcha: pair('hcaptcha'),
    mcaptcha: keysOf(s, 'mcaptcha'),
    recaptcha: pair('recaptcha'),
    turnstile: pair('turnstile'),
  };
};
