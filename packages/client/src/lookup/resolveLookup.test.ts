import { describe, expect, it } from 'vitest';
import { resolveLookup } from './resolveLookup';

function fakeApi(answer: (endpoint: string, params: Record<string, unknown>) => unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  return {
    calls,
    call: async (endpoint: string, params: Record<string, unknown>) => {
      calls.push([endpoint, params]);
      const result = answer(endpoint, params);
      if (result instanceof Error || (typeof result === 'object' && result !== null && 'code' in result))
        throw result;
      return result;
    },
  } as never as { calls: [string, Record<string, unknown>][]; call: never };
}

describe('resolveLookup', () => {
  it('finds users by name through users/show, and opens their page', async () => {
    const api = fakeApi(() => ({ username: 'Alice', host: 'remote.example' }));
    expect(await resolveLookup(api, { kind: 'user', username: 'alice', host: 'remote.example' })).toEqual({
      kind: 'found',
      path: '/@Alice@remote.example',
    });
    expect(api.calls).toEqual([['users/show', { username: 'alice', host: 'remote.example' }]]);
  });

  it('resolves links through ap/show, to a user or a note', async () => {
    const users = fakeApi(() => ({ type: 'User', object: { username: 'bob', host: null } }));
    expect(await resolveLookup(users, { kind: 'address', uri: 'https://b.example/users/1' })).toEqual({
      kind: 'found',
      path: '/@bob',
    });
    expect(users.calls).toEqual([['ap/show', { uri: 'https://b.example/users/1' }]]);
    const notes = fakeApi(() => ({ type: 'Note', object: { id: 'n1' } }));
    expect(await resolveLookup(notes, { kind: 'address', uri: 'https://b.example/notes/x' })).toEqual({
      kind: 'found',
      path: '/notes/n1',
    });
  });

  it('opens a page of this server without asking', async () => {
    const api = fakeApi(() => {
      throw new Error('not asked');
    });
    expect(await resolveLookup(api, { kind: 'path', path: '/notes/n1' })).toEqual({
      kind: 'found',
      path: '/notes/n1',
    });
  });

  it('tells "not there" from a failed call', async () => {
    const missing = fakeApi(() => ({
      code: 'NO_SUCH_OBJECT',
      id: 'dc94d745-1262-4e63-a17d-fecaa57efc82',
      message: '',
    }));
    expect(await resolveLookup(missing, { kind: 'address', uri: 'https://b.example/x' })).toEqual({
      kind: 'missing',
    });
    const limited = { code: 'RATE_LIMIT_EXCEEDED', id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef', message: '' };
    expect(
      await resolveLookup(
        fakeApi(() => limited),
        { kind: 'user', username: 'a', host: null },
      ),
    ).toEqual({
      kind: 'error',
      error: limited,
    });
  });
});
