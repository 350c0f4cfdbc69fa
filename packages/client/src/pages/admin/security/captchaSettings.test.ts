import { describe, expect, it } from 'vitest';
import { captchaComplete, captchaDraftOf, captchaPatchOf } from './captchaSettings';
import type { AdminMeta } from './useAdminMetaForm';

const stored = {
  enableHcaptcha: false,
  hcaptchaSiteKey: 'site-h',
  hcaptchaSecretKey: 'secret-h',
  enableMcaptcha: false,
  mcaptchaSiteKey: null,
  mcaptchaSecretKey: null,
  mcaptchaInstanceUrl: null,
  enableRecaptcha: false,
  recaptchaSiteKey: null,
  recaptchaSecretKey: null,
  enableTurnstile: true,
  turnstileSiteKey: 'site-t',
  turnstileSecretKey: null,
} as unknown as AdminMeta;

describe('the CAPTCHA form', () => {
  it('starts from the provider enabled and every stored key', () => {
    const draft = captchaDraftOf(stored);
    expect(draft.provider).toBe('turnstile');
    expect(draft.siteKeys.hcaptcha).toBe('site-h');
    // Turnstile lacks its secret: the server would not check answers, and the page says so.
    expect(captchaComplete(draft)).toBe(false);
    expect(captchaComplete({ ...draft, provider: 'hcaptcha' })).toBe(true);
    expect(captchaComplete({ ...draft, provider: 'none' })).toBe(true);
  });

  it('saves one provider enabled with its keys, leaving the others’ keys alone', () => {
    const draft = { ...captchaDraftOf(stored), provider: 'mcaptcha' as const };
    draft.siteKeys.mcaptcha = ' site-m ';
    draft.secretKeys.mcaptcha = 'secret-m';
    draft.mcaptchaInstanceUrl = 'https://mc.example';
    expect(captchaPatchOf(draft)).toEqual({
      enableHcaptcha: false,
      enableMcaptcha: true,
      enableRecaptcha: false,
      enableTurnstile: false,
      mcaptchaSiteKey: 'site-m',
      mcaptchaSecretKey: 'secret-m',
      mcaptchaInstanceUrl: 'https://mc.example',
    });
    expect(captchaPatchOf({ ...draft, provider: 'none' })).toEqual({
      enableHcaptcha: false,
      enableMcaptcha: false,
      enableRecaptcha: false,
      enableTurnstile: false,
    });
  });
});
