import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { captchaMetaOf } from './captcha';
import { captchaFields, captchaOf } from './captchaConfig';

const meta = (fields: Partial<Misskey.entities.MetaLite>) =>
  ({
    enableHcaptcha: false,
    hcaptchaSiteKey: null,
    enableMcaptcha: false,
    mcaptchaSiteKey: null,
    mcaptchaInstanceUrl: null,
    enableRecaptcha: false,
    recaptchaSiteKey: null,
    enableTurnstile: false,
    turnstileSiteKey: null,
    ...fields,
  }) as Misskey.entities.MetaLite;

describe('captchaMetaOf', () => {
  it('hands the meta on only when the server asks for a CAPTCHA', () => {
    expect(captchaMetaOf(null)).toBeNull();
    expect(captchaMetaOf(meta({ hcaptchaSiteKey: 'k' }))).toBeNull();
    const asking = meta({ enableMcaptcha: true });
    expect(captchaMetaOf(asking)).toBe(asking);
    const testing = meta({ enableTestcaptcha: true });
    expect(captchaMetaOf(testing)).toBe(testing);
  });
});

describe('captchaOf', () => {
  it('is none without a server, without a provider on, or without the site key', () => {
    expect(captchaOf(null)).toBeNull();
    expect(captchaOf(meta({ hcaptchaSiteKey: 'k' }))).toBeNull();
    expect(captchaOf(meta({ enableTurnstile: true }))).toBeNull();
    expect(captchaOf(meta({ enableMcaptcha: true, mcaptchaSiteKey: 'k' }))).toBeNull();
  });

  it("answers Misskey's testcaptcha with its fixed answer in testcaptcha-response", () => {
    const config = captchaOf(meta({ enableTestcaptcha: true }));
    expect(config).toEqual({ provider: 'testcaptcha', siteKey: '', instanceUrl: null });
    expect(captchaFields(config, 'testcaptcha-passed')).toEqual({
      'testcaptcha-response': 'testcaptcha-passed',
    });
  });

  it('takes the provider the server announces, with what its widget needs', () => {
    expect(captchaOf(meta({ enableTurnstile: true, turnstileSiteKey: 'site-t' }))).toEqual({
      provider: 'turnstile',
      siteKey: 'site-t',
      instanceUrl: null,
    });
    expect(
      captchaOf(
        meta({ enableMcaptcha: true, mcaptchaSiteKey: 'm', mcaptchaInstanceUrl: 'https://mc.example' }),
      ),
    ).toEqual({ provider: 'mcaptcha', siteKey: 'm', instanceUrl: 'https://mc.example' });
  });

  it('puts the answer in the provider’s field, and nothing without an answer', () => {
    const recaptcha = captchaOf(meta({ enableRecaptcha: true, recaptchaSiteKey: 'r' }));
    expect(captchaFields(recaptcha, 'token')).toEqual({ 'g-recaptcha-response': 'token' });
    expect(captchaFields(recaptcha, null)).toEqual({});
    expect(captchaFields(null, 'token')).toEqual({});
  });
});
