import { describe, expect, it, vi } from 'vitest';
import { isRegeneratingHere } from '@/api/tokenRegeneration';
import { apiError, fakeApi } from '@/test/helpers';
import { regenerateAndSignIn, takeRegeneratedNotice } from './regenerateToken';

const account = { username: 'alice', token: 'old-token', origin: 'https://example.test' };

describe('regenerateAndSignIn', () => {
  it('regenerates, then signs this device in with the new token, the news of it expected meanwhile', async () => {
    const marks: boolean[] = [];
    const api = fakeApi((endpoint) => {
      marks.push(isRegeneratingHere('old-token'));
      return endpoint === 'i/regenerate-token' ? undefined : {};
    });
    const signinApi = fakeApi(() => ({ finished: true, id: 'user1', i: 'new-token' }));
    const session = { signin: vi.fn(async () => undefined) };
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const outcome = await regenerateAndSignIn({
      account,
      api,
      signinApi,
      session,
      password: 'pw-secret',
      code: '123456',
      storage,
    });
    expect(outcome).toEqual({ kind: 'signedIn' });
    // The page that loads next says so, once.
    expect(takeRegeneratedNotice(storage)).toBe(true);
    expect(takeRegeneratedNotice(storage)).toBe(false);
    expect(marks).toEqual([true]);
    expect(api.calls).toEqual([{ endpoint: 'i/regenerate-token', params: { password: 'pw-secret' } }]);
    expect(signinApi.calls).toEqual([
      { endpoint: 'signin-flow', params: { username: 'alice', password: 'pw-secret', token: '123456' } },
    ]);
    expect(session.signin).toHaveBeenCalledWith('new-token', 'https://example.test');
  });

  it('changes nothing when the server refuses the password', async () => {
    const api = fakeApi(() => {
      throw apiError('INCORRECT_PASSWORD', '52f2b851-e992-46b9-b64b-11689d7c44fc');
    });
    const signinApi = fakeApi(() => ({}));
    const session = { signin: vi.fn() };
    await expect(
      regenerateAndSignIn({ account, api, signinApi, session, password: 'wrong', code: null }),
    ).rejects.toMatchObject({ code: 'INCORRECT_PASSWORD' });
    expect(isRegeneratingHere('old-token')).toBe(false);
    expect(signinApi.calls).toEqual([]);
    expect(session.signin).not.toHaveBeenCalled();
  });

  it('reports a failed sign-in afterwards (the old token is gone either way)', async () => {
    const api = fakeApi(() => undefined);
    const signinApi = fakeApi(() => ({ finished: false, next: 'captcha' }));
    const session = { signin: vi.fn() };
    const outcome = await regenerateAndSignIn({
      account,
      api,
      signinApi,
      session,
      password: 'pw-secret',
      code: null,
    });
    expect(outcome.kind).toBe('signInFailed');
    expect(signinApi.calls[0]?.params).toEqual({ username: 'alice', password: 'pw-secret' });
    expect(session.signin).not.toHaveBeenCalled();
  });
});
