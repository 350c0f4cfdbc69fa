import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { apiError } from '@/test/helpers';
import { API_ERROR_IDS, describeApiError } from './apiError';
import { ApiCallRefused } from './callGuards';

const i18n = fallbackI18n();
const textOf = (error: unknown, custom?: Record<string, string>) =>
  describeApiError(error, i18n, custom).text;

describe('describeApiError', () => {
  it('explains an internal server error with its own title', () => {
    const described = describeApiError(apiError('INTERNAL_ERROR', 'x'), i18n);
    expect(described.title).toBe('Internal server error');
    expect(described.text).toMatch(/ran into a problem/);
    expect(described.internal).toBe(true);
    expect(describeApiError(apiError('RATE_LIMIT_EXCEEDED', 'r'), i18n).internal).toBeUndefined();
  });

  it('gives each well-known code its own text', () => {
    expect(textOf(apiError('RATE_LIMIT_EXCEEDED', 'r'))).toBe(
      'This action cannot be performed right now. Please wait a moment and try again.',
    );
    expect(textOf(apiError('INVALID_PARAM', 'p'))).toBe('Some of the values sent were not valid.');
    expect(textOf(apiError('ROLE_PERMISSION_DENIED', 'd'))).toBe('You do not have permission to do this.');
    expect(textOf(apiError('TOO_MANY_ANTENNAS', 'antenna-id'))).toContain('antenna-id');
  });

  it('explains calls refused before sending', () => {
    expect(textOf(new ApiCallRefused('signin required'))).toBe('Sign in to do this.');
    expect(textOf(new ApiCallRefused('invalid endpoint'))).toMatch(/not a valid API endpoint/);
  });

  it('lets a per-call message override even a well-known code', () => {
    expect(textOf(apiError('RATE_LIMIT_EXCEEDED', 'rl'), { rl: 'Slow down, please.' })).toBe(
      'Slow down, please.',
    );
  });

  it('maps the well-known codes', () => {
    expect(textOf(apiError('RATE_LIMIT_EXCEEDED', 'r'))).toMatch(/cannot be performed right now/);
    expect(textOf(apiError('INVALID_PARAM', 'p'))).toMatch(/not valid/);
    expect(textOf(apiError('ROLE_PERMISSION_DENIED', 'd'))).toMatch(/permission/);
    expect(textOf(apiError('TOO_MANY_CLIPS', 'clip-id'))).toBe(
      'You cannot create any more of these. (Error ID: clip-id)',
    );
  });

  it('reports an unreadable response', () => {
    expect(textOf(apiError('X', 'y', 'Unexpected token < in JSON'))).toMatch(/could not be read/);
    expect(textOf(new SyntaxError('Unexpected token <'))).toMatch(/could not be read/);
  });

  it('lets per-call messages by id win', () => {
    const wrong = apiError('INCORRECT', API_ERROR_IDS.incorrectCredentials);
    expect(textOf(wrong, { [API_ERROR_IDS.incorrectCredentials]: 'Nope' })).toBe('Nope');
  });

  it('otherwise shows the message and id', () => {
    expect(textOf(apiError('SOMETHING', 'abc', 'Something happened.'))).toBe(
      'Something happened. (Error ID: abc)',
    );
  });

  it('says clearly when the server could not be reached', () => {
    const described = describeApiError(new TypeError('Failed to fetch'), i18n);
    expect(described.title).toBe('Could not reach the server');
    expect(described.text).not.toBe('');
  });

  it('never returns an empty text', () => {
    expect(textOf(undefined)).toBe('An unexpected error occurred.');
    expect(textOf(new Error('boom'))).toBe('boom');
  });
});
