import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const call = (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  callAs(app, endpoint, who, body);
const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

async function post(who: TestAccount, body: Record<string, unknown>): Promise<string> {
  return (await ok<{ createdNote: { id: string } }>('notes/create', who, body)).createdNote.id;
}

type Favorite = { id: string; createdAt: string; noteId: string; note: { id: string; text: string } };

describe('favorites', () => {
  it('favorites notes and lists them newest first with the Misskey shape, paginated', async () => {
    const first = await post(alice, { text: 'first' });
    const second = await post(alice, { text: 'second' });
    expect((await call('notes/favorites/create', bob, { noteId: first })).statusCode).toBe(204);
    await ok('notes/favorites/create', bob, { noteId: second });
    const list = await ok<Favorite[]>('i/favorites', bob);
    expect(list.map((f) => f.noteId)).toEqual([second, first]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'note', 'noteId']);
    expect(list[0]?.note).toMatchObject({ id: second, text: 'second' });
    const page = await ok<Favorite[]>('i/favorites', bob, { limit: 1, untilId: list[0]?.id });
    expect(page.map((f) => f.noteId)).toEqual([first]);
    expect(await ok('i/favorites', alice)).toEqual([]);
  });

  it('refuses a second favorite and removing one that is not there', async () => {
    const noteId = await post(alice, { text: 'hi' });
    await ok('notes/favorites/create', bob, { noteId });
    expect(errorOf(await call('notes/favorites/create', bob, { noteId }))).toMatchObject({
      code: 'ALREADY_FAVORITED',
      id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
    });
    await ok('notes/favorites/delete', bob, { noteId });
    expect(await ok('i/favorites', bob)).toEqual([]);
    expect(errorOf(await call('notes/favorites/delete', bob, { noteId }))).toMatchObject({
      code: 'NOT_FAVORITED',
      id: 'b625fc69-635e-45e9-86f4-dbefbef35af5',
    });
    expect(errorOf(await call('notes/favorites/create', bob, { noteId: 'nope' }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '6dd26674-e060-4816-909a-45ba3f4da458',
    });
    expect(errorOf(await call('notes/favorites/delete', bob, { noteId: 'nope' }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '80848a2c-398f-4343-baa9-df1d57696c56',
    });
  });

  it('an outsider cannot favorite a followers-only note, and a favorite disappears when it becomes invisible', async () => {
    await ok('following/create', bob, { userId: alice.id });
    const noteId = await post(alice, { text: 'friends only', visibility: 'followers' });
    expect(errorOf(await call('notes/favorites/create', carol, { noteId })).code).toBe('NO_SUCH_NOTE');
    await ok('notes/favorites/create', bob, { noteId });
    expect(await ok<Favorite[]>('i/favorites', bob)).toHaveLength(1);
    await ok('following/delete', bob, { userId: alice.id });
    expect(await ok('i/favorites', bob)).toEqual([]);
  });

  it('requires a signed-in user', async () => {
    expect((await call('i/favorites', null)).statusCode).toBe(401);
  });
});
