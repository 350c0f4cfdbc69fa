import { describe, expect, it } from 'vitest';
import { isValidTwoFactorCode, isValidUsername, usernameProblem } from './validation';

describe('isValidTwoFactorCode', () => {
  it('accepts 6 digits or a 32-character backup code', () => {
    expect(isValidTwoFactorCode('123456')).toBe(true);
    expect(isValidTwoFactorCode('123 456')).toBe(true);
    expect(isValidTwoFactorCode('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const code of [
      '',
      '12345',
      '1234567',
      '12345a',
      'abcdefghijklmnopqrstuvwxyz012345',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ01234',
    ]) {
      expect(isValidTwoFactorCode(code), code).toBe(false);
    }
  });
});

describe('usernames', () => {
  it('accepts 1 to 20 letters, digits and underscores', () => {
    expect(isValidUsername('alice_01')).toBe(true);
    expect(isValidUsername('a'.repeat(20))).toBe(true);
    expect(isValidUsername('a'.repeat(21))).toBe(false);
    expect(isValidUsername('')).toBe(false);
    expect(isValidUsername('bad name!')).toBe(false);
  });

  it('explains what is wrong while typing', () => {
    expect(usernameProblem('')).toBeNull();
    expect(usernameProblem('bad name!')).toBe('invalidCharacters');
    expect(usernameProblem('a'.repeat(21))).toBe('tooLong');
  });
});
