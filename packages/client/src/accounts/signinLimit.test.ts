import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { apiError } from '@/test/helpers';
import { signinLimitText } from './signinLimit';

const i18n = fallbackI18n();
const limited = (code: string, info?: Record<string, unknown>) =>
  Object.assign(apiError(code, 'limit-id', 'Limited.'), info ? { info } : {});

describe('signinLimitText', () => {
  it('says how long to wait, rounded up, in seconds or minutes', () => {
    const tooMany = 'TOO_MANY_AUTHENTICATION_FAILURES';
    expect(signinLimitText(limited(tooMany, { resetMs: 29_001 }), i18n)).toBe(
      'Too many failed sign-in attempts. You can try again in 30 seconds.',
    );
    expect(signinLimitText(limited(tooMany, { resetMs: 60_000 }), i18n)).toBe(
      'Too many failed sign-in attempts. You can try again in 1 minute.',
    );
    expect(signinLimitText(limited('RATE_LIMIT_EXCEEDED', { resetMs: 125_000 }), i18n)).toBe(
      'Too many failed sign-in attempts. You can try again in 3 minutes.',
    );
    expect(signinLimitText(limited('RATE_LIMIT_EXCEEDED', { resetSec: 5 }), i18n)).toMatch(/in 5 seconds/);
  });

  it('says "later" when the server does not say how long (a real Misskey)', () => {
    expect(signinLimitText(limited('TOO_MANY_AUTHENTICATION_FAILURES'), i18n)).toBe(
      'Too many failed sign-in attempts. Please try again later.',
    );
  });

  it('leaves every other error to the usual texts', () => {
    expect(signinLimitText(limited('INCORRECT_CREDENTIALS', { resetMs: 1000 }), i18n)).toBeNull();
    expect(signinLimitText(new Error('boom'), i18n)).toBeNull();
  });
});
