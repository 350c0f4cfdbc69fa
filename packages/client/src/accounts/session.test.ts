import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_IDS } from '@/api';
import { MemoryStorage } from '@/boot/startup';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { ACCOUNT_STORAGE_KEYS, AccountStore } from './accountStore';
import { toAccount } from './model';
import { AccountCheckError, createAccountSession } from './session';

const ORIGIN = 'https://a.example';
const OTHER_ORIGIN = 'https://b.example';

/** Users by token; a token mapped to an error object answers `i` with that error. */
function setup(
  users: Record<string, ReturnType<typeof makeMe> | object>,
  pushEndpoint: string | null = null,
  home = '/',
) {
  const storage = new MemoryStorage();
  const store = new AccountStore(storage);
  const events: string[] = [];
  const apis: Array<ReturnType<typeof fakeApi>> = [];
  const session = createAccountSession({
    store,
    createApi: (origin, token) => {
      const api = fakeApi(
        (endpoint, params) => {
          events.push(`${origin} ${endpoint} ${token}${params.endpoint ? ` ${params.endpoint}` : ''}`);
          if (endpoint === 'i') {
            const user = token ? users[token] : undefined;
            if (!user) throw apiError('AUTHENTICATION_FAILED', API_ERROR_IDS.authenticationFailed);
            if ('code' in user) throw user;
            return user;
          }
          return null;
        },
        origin,
        token,
      );
      apis.push(api);
      return api;
    },
    load: (url) => events.push(`load ${url ?? '(reload)'}`),
    home,
    setCookie: (token) => events.push(`cookie ${token ?? '(removed)'}`),
    getPushEndpoint: async () => pushEndpoint,
  });
  return { storage, store, session, events };
}

const alice = makeMe({ id: 'a1', username: 'alice' });
const bob = makeMe({ id: 'b1', username: 'bob' });
const carol = makeMe({ id: 'c1', username: 'carol' });

describe('AccountStore', () => {
  it('survives unreadable JSON in localStorage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem(ACCOUNT_STORAGE_KEYS.current, '{not json');
    storage.setItem(ACCOUNT_STORAGE_KEYS.saved, '[{"id":1}, "x", {"id":"a","token":"t","origin":"o"}');
    const store = new AccountStore(storage);
    expect(store.getCurrent()).toBeNull();
    expect(store.getSaved()).toEqual([]);
    storage.setItem(ACCOUNT_STORAGE_KEYS.saved, '[{"id":1}, "x", {"id":"a","token":"t","origin":"o"}]');
    expect(store.getSaved()).toEqual([{ id: 'a', token: 't', origin: 'o' }]);
  });

  it('saves an account once, refreshing its token', () => {
    const store = new AccountStore(new MemoryStorage());
    store.addSaved({ id: 'a', token: 't1', origin: ORIGIN });
    store.addSaved({ id: 'a', token: 't2', origin: ORIGIN });
    store.addSaved({ id: 'a', token: 't3', origin: OTHER_ORIGIN });
    expect(store.getSaved()).toEqual([
      { id: 'a', token: 't2', origin: ORIGIN },
      { id: 'a', token: 't3', origin: OTHER_ORIGIN },
    ]);
  });
});

describe('session', () => {
  it('signs in: verifies the token, stores the account and its saved entry, sets the cookie, reloads', async () => {
    const { session, store, events } = setup({ tokA: alice });
    await session.signin('tokA', ORIGIN);
    expect(events).toEqual([`${ORIGIN} i tokA`, 'cookie tokA', 'load (reload)']);
    expect(store.getCurrent()).toMatchObject({ id: 'a1', username: 'alice', token: 'tokA', origin: ORIGIN });
    expect(store.getSaved()).toEqual([{ id: 'a1', token: 'tokA', origin: ORIGIN }]);
  });

  it('does not store anything when the token is refused', async () => {
    const { session, store } = setup({});
    await expect(session.signin('bad', ORIGIN)).rejects.toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    expect(store.getCurrent()).toBeNull();
    expect(store.getSaved()).toEqual([]);
  });

  it('switches at once with the user a check just verified, and asks again without one', async () => {
    const { session, store, events } = setup({ tokA: alice, tokB: bob });
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    const saved = { id: 'b1', token: 'tokB', origin: OTHER_ORIGIN };
    store.addSaved(saved);
    await session.switchAccount(saved, '/notifications', bob);
    expect(events).toEqual(['cookie tokB', 'load /notifications']);
    expect(store.getCurrent()).toMatchObject({ username: 'bob', origin: OTHER_ORIGIN, token: 'tokB' });
    // Another user's answer is no verification of this account.
    events.length = 0;
    await session.switchAccount(saved, '/', alice);
    expect(events[0]).toBe(`${OTHER_ORIGIN} i tokB`);
  });

  it('switches to a saved account at its own origin', async () => {
    const { session, store, events } = setup({ tokA: alice, tokB: bob });
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    store.addSaved({ id: 'b1', token: 'tokB', origin: OTHER_ORIGIN });
    await session.switchAccount({ id: 'b1', token: 'tokB', origin: OTHER_ORIGIN }, '/somewhere');
    expect(events).toEqual([`${OTHER_ORIGIN} i tokB`, 'cookie tokB', 'load /somewhere']);
    expect(store.getCurrent()).toMatchObject({ username: 'bob', origin: OTHER_ORIGIN });
  });

  it('removes a saved account whose check the server refuses, and says so', async () => {
    const { session, store } = setup({ tokA: alice });
    store.addSaved({ id: 'b1', token: 'dead', origin: ORIGIN });
    const failure = session.switchAccount({ id: 'b1', token: 'dead', origin: ORIGIN });
    await expect(failure).rejects.toBeInstanceOf(AccountCheckError);
    await expect(failure).rejects.toMatchObject({ removed: true });
    expect(store.getSaved()).toEqual([]);
  });

  it('keeps a saved account when its server cannot be reached', async () => {
    const store = new AccountStore(new MemoryStorage());
    store.addSaved({ id: 'b1', token: 'tokB', origin: ORIGIN });
    const offline = createAccountSession({
      store,
      createApi: (origin, token) =>
        fakeApi(
          () => {
            throw new TypeError('Failed to fetch');
          },
          origin,
          token,
        ),
      load: () => {},
      home: '/',
      setCookie: () => {},
      getPushEndpoint: async () => null,
    });
    await expect(offline.switchAccount({ id: 'b1', token: 'tokB', origin: ORIGIN })).rejects.toMatchObject({
      removed: false,
    });
    expect(store.getSaved()).toHaveLength(1);
  });

  it('keeps a saved account when its server has a passing problem (rate limit, server error)', async () => {
    const { session, store } = setup({
      tokA: alice,
      busy: apiError('RATE_LIMIT_EXCEEDED', 'd5826d14-3982-4d2e-8011-b9e9f02499ef'),
      broken: apiError('INTERNAL_ERROR', '5d37dbcb-891e-41ca-a3d6-e690c97775ac'),
    });
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'b1', token: 'busy', origin: ORIGIN });
    store.addSaved({ id: 'c1', token: 'broken', origin: ORIGIN });
    const checks = await session.checkSavedAccounts();
    expect(checks.map((check) => check.ok)).toEqual([false, false]);
    await expect(session.switchAccount({ id: 'b1', token: 'busy', origin: ORIGIN })).rejects.toMatchObject({
      removed: false,
    });
    expect(store.getSaved().map((saved) => saved.id)).toEqual(['b1', 'c1']);
  });

  it('signs out in the specified order and switches to the next saved account', async () => {
    const { session, store, events } = setup(
      { tokA: alice, tokB: bob, tokC: carol },
      'https://push.example/sub',
    );
    store.setCurrent(toAccount(bob, 'tokB', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    store.addSaved({ id: 'b1', token: 'tokB', origin: ORIGIN });
    store.addSaved({ id: 'c1', token: 'tokC', origin: ORIGIN });
    await session.signout();
    expect(events).toEqual([
      'cookie (removed)',
      `${ORIGIN} sw/unregister tokB https://push.example/sub`,
      `${ORIGIN} i tokA`,
      'cookie tokA',
      'load (reload)',
    ]);
    expect(store.getCurrent()).toMatchObject({ username: 'alice' });
    expect(store.getSaved().map((saved) => saved.id)).toEqual(['a1', 'c1']);
  });

  it('skips saved accounts that fail their check when signing out', async () => {
    const { session, store, events } = setup({ tokB: bob, tokC: carol });
    store.setCurrent(toAccount(bob, 'tokB', ORIGIN));
    store.addSaved({ id: 'b1', token: 'tokB', origin: ORIGIN });
    store.addSaved({ id: 'a1', token: 'deadA', origin: ORIGIN });
    store.addSaved({ id: 'c1', token: 'tokC', origin: ORIGIN });
    await session.signout();
    expect(store.getCurrent()).toMatchObject({ username: 'carol' });
    expect(store.getSaved().map((saved) => saved.id)).toEqual(['c1']);
    expect(events.at(-1)).toBe('load (reload)');
  });

  it('reloads to / when no saved account is left', async () => {
    const { session, store, events } = setup({ tokA: alice });
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    await session.signout();
    expect(events).toEqual(['cookie (removed)', 'load /']);
    expect(store.getCurrent()).toBeNull();
    expect(store.getSaved()).toEqual([]);
  });

  it('lands on the build base path, not the server root, when no saved account is left', async () => {
    const { session, store, events } = setup({ tokA: alice }, null, '/app/');
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    await session.signout();
    expect(events).toEqual(['cookie (removed)', 'load /app/']);
  });

  it('ignores a failing push unregistration', async () => {
    const { session, store, events } = setup({ tokA: alice }, 'https://push.example/sub');
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    await session.signout();
    expect(events.at(-1)).toBe('load /');
  });

  it('removes a saved account without touching the current one', () => {
    const { session, store } = setup({});
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    store.addSaved({ id: 'b1', token: 'tokB', origin: ORIGIN });
    session.removeAccount({ id: 'b1', origin: ORIGIN });
    expect(store.getSaved().map((saved) => saved.id)).toEqual(['a1']);
    expect(store.getCurrent()?.id).toBe('a1');
  });

  it('checks the other saved accounts with their own tokens, dropping refused ones', async () => {
    const { session, store } = setup({ tokA: alice, tokB: bob });
    store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
    store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
    store.addSaved({ id: 'b1', token: 'tokB', origin: OTHER_ORIGIN });
    store.addSaved({ id: 'x1', token: 'dead', origin: ORIGIN });
    const checks = await session.checkSavedAccounts();
    expect(checks.map((check) => (check.ok ? check.user.username : `failed ${check.saved.id}`))).toEqual([
      'bob',
      'failed x1',
    ]);
    expect(store.getSaved().map((saved) => saved.id)).toEqual(['a1', 'b1']);
  });

  describe('start-up check', () => {
    it('refreshes the stored user when the token is good', async () => {
      const { session, store } = setup({ tokA: { ...alice, name: 'Alice' } });
      store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
      const check = await session.startupCheck();
      expect(check).toMatchObject({ kind: 'signedIn', account: { name: 'Alice' } });
      expect(store.getCurrent()?.name).toBe('Alice');
    });

    it.each([
      ['suspended', apiError('YOUR_ACCOUNT_SUSPENDED', API_ERROR_IDS.suspended)],
      ['deleted', apiError('YOUR_ACCOUNT_DELETED', API_ERROR_IDS.deleted)],
      ['revoked', apiError('AUTHENTICATION_FAILED', API_ERROR_IDS.authenticationFailed)],
    ])('removes the account locally when it is %s', async (problem, error) => {
      const { session, store } = setup({ tokA: error });
      store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
      store.addSaved({ id: 'a1', token: 'tokA', origin: ORIGIN });
      expect(await session.startupCheck()).toMatchObject({ kind: 'invalid', problem });
      expect(store.getCurrent()).toBeNull();
      expect(store.getSaved()).toEqual([]);
    });

    it('keeps the account when the check fails for another reason', async () => {
      const { session, store } = setup({ tokA: apiError('INTERNAL_ERROR', 'e') });
      store.setCurrent(toAccount(alice, 'tokA', ORIGIN));
      expect(await session.startupCheck()).toMatchObject({ kind: 'unverified', account: { id: 'a1' } });
      expect(store.getCurrent()?.id).toBe('a1');
    });
  });
});
