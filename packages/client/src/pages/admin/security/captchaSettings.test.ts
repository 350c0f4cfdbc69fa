import { describe, expect, it } from 'vitest';
import { captchaComplete, captchaDraftOf, captchaSaveOf, widgetMetaOf } from './captchaSettings';
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

  it('saves through admin/captcha/save: the choice, its keys and the answer solved with them', () => {
    const draft = { ...captchaDraftOf(stored), provider: 'mcaptcha' as const };
    draft.siteKeys.mcaptcha = ' site-m ';
    draft.secretKeys.mcaptcha = 'secret-m';
    draft.mcaptchaInstanceUrl = 'https://mc.example';
    expect(captchaSaveOf(draft, 'token')).toEqual({
      provider: 'mcaptcha',
      captchaResult: 'token',
      sitekey: 'site-m',
      secret: 'secret-m',
      instanceUrl: 'https://mc.example',
    });
    expect(captchaSaveOf({ ...draft, provider: 'turnstile' }, 'token')).toEqual({
      provider: 'turnstile',
      captchaResult: 'token',
      sitekey: 'site-t',
      secret: null,
    });
    expect(captchaSaveOf({ ...draft, provider: 'testcaptcha' }, 'testcaptcha-passed')).toEqual({
      provider: 'testcaptcha',
      captchaResult: 'testcaptcha-passed',
    });
    expect(captchaSaveOf({ ...draft, provider: 'none' }, null)).toEqual({ provider: 'none' });
  });

  it('shows the widget for the new keys only once they are complete, and testcaptcha without keys', () => {
    const draft = captchaDraftOf(stored);
    expect(widgetMetaOf(draft)).toBeNull();
    expect(widgetMetaOf({ ...draft, provider: 'none' })).toBeNull();
    expect(widgetMetaOf({ ...draft, provider: 'hcaptcha' })).toMatchObject({
      enableHcaptcha: true,
      hcaptchaSiteKey: 'site-h',
      enableTurnstile: false,
      turnstileSiteKey: null,
    });
    const test = captchaDraftOf({ ...stored, enableTurnstile: false, enableTestcaptcha: true } as AdminMeta);
    expect(test.provider).toBe('testcaptcha');
    expect(captchaComplete(test)).toBe(true);
    expect(widgetMetaOf(test)).toMatchObject({ enableTestcaptcha: true, enableHcaptcha: false });
  });
});
