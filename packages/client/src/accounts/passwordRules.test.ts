import { describe, expect, it } from 'vitest';
import { isLongEnough, passwordLength, passwordStrength } from './passwordRules';

describe('password rules', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('🔑🔑')).toBe(2);
    expect(isLongEnough('🔑'.repeat(7))).toBe(false);
    expect(isLongEnough('🔑'.repeat(8))).toBe(true);
    expect(isLongEnough('abcdefg')).toBe(false);
    expect(isLongEnough('abcdefgh')).toBe(true);
  });

  it('calls anything under 8 characters weak, however mixed', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('aB3$xY9')).toBe('weak');
  });

  it('calls short passwords of one or two kinds of character weak', () => {
    expect(passwordStrength('password')).toBe('weak');
    expect(passwordStrength('password1')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('weak');
  });

  it('calls three kinds of character, or 12 characters, medium', () => {
    expect(passwordStrength('Password1')).toBe('medium');
    expect(passwordStrength('pass-word1')).toBe('medium');
    expect(passwordStrength('correcthorse')).toBe('medium');
  });

  it('calls 16 characters, or 12 of three kinds, strong', () => {
    expect(passwordStrength('correct horse battery')).toBe('strong');
    expect(passwordStrength('Correct-horse1')).toBe('strong');
    expect(passwordStrength('パスワードはとても長くて覚えやすい文')).toBe('strong');
  });

  it('does not count repeating one or two characters as strength', () => {
    expect(passwordStrength('a'.repeat(30))).toBe('weak');
    expect(passwordStrength('ab'.repeat(15))).toBe('weak');
  });
});
