import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post, setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount; // the first account: the admin
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
const profile = (who: TestAccount | null, of: TestAccount) =>
  ok<entities.UserDetailed>('users/show', who, { userId: of.id });

describe('pinned notes', () => {
  it('pins and unpins one’s own notes, newest pin first, on the detailed user', async () => {
    const first = await post(app, bob, { text: 'first' });
    const second = await post(app, bob, { text: 'second' });
    const me = await ok<entities.MeDetailed>('i/pin', bob, { noteId: first.id });
    expect(me.pinnedNoteIds).toEqual([first.id]);
    await ok('i/pin', bob, { noteId: second.id });

    const seen = await profile(carol, bob);
    expect(seen.pinnedNoteIds).toEqual([second.id, first.id]);
    expect(seen.pinnedNotes.map((n) => n.text)).toEqual(['second', 'first']);
    expect((await profile(null, bob)).pinnedNoteIds).toEqual([second.id, first.id]);

    const after = await ok<entities.MeDetailed>('i/unpin', bob, { noteId: second.id });
    expect(after.pinnedNoteIds).toEqual([first.id]);
    // Unpinning a note that is not pinned is quiet; a deleted note leaves the pins.
    await ok('i/unpin', bob, { noteId: second.id });
    await ok('notes/delete', bob, { noteId: first.id });
    expect((await profile(carol, bob)).pinnedNoteIds).toEqual([]);
  });

  it('answers Misskey’s errors: someone else’s or unknown note, already pinned, pinLimit', async () => {
    const others = await post(app, carol, { text: 'not yours' });
    expect(errorOf(await call('i/pin', bob, { noteId: others.id }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '56734f8b-3928-431e-bf80-6ff87df40cb3',
    });
    expect(errorOf(await call('i/unpin', bob, { noteId: others.id }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '454170ce-9d63-4a43-9da1-ea10afe81e21',
    });
    expect((await call('i/pin', bob, {})).statusCode).toBe(400);
    expect((await call('i/pin', null, { noteId: others.id })).statusCode).toBe(401);

    const note = await post(app, bob, { text: 'mine' });
    await ok('i/pin', bob, { noteId: note.id });
    expect(errorOf(await call('i/pin', bob, { noteId: note.id }))).toMatchObject({
      code: 'ALREADY_PINNED',
      id: '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913',
    });

    await setPolicies(app, alice, { pinLimit: 1 });
    const another = await post(app, bob, { text: 'one more' });
    expect(errorOf(await call('i/pin', bob, { noteId: another.id }))).toMatchObject({
      code: 'PIN_LIMIT_EXCEEDED',
      id: '72dab508-c64d-498f-8740-a8eec1ba385a',
    });
  });

  it('shows a followers-only pin only to those who may see the note', async () => {
    const secret = await post(app, bob, { text: 'for followers', visibility: 'followers' });
    await ok('i/pin', bob, { noteId: secret.id });
    expect((await profile(carol, bob)).pinnedNoteIds).toEqual([]);
    expect((await profile(null, bob)).pinnedNotes).toEqual([]);
    follow(app, carol, bob);
    expect((await profile(carol, bob)).pinnedNoteIds).toEqual([secret.id]);
    expect((await ok<entities.MeDetailed>('i', bob)).pinnedNoteIds).toEqual([secret.id]);
  });
});

describe('user memo', () => {
  it('is kept per writer and shown only to its writer', async () => {
    await ok('users/update-memo', alice, { userId: bob.id, memo: 'met at the café' });
    expect((await profile(alice, bob)).memo).toBe('met at the café');
    expect((await profile(carol, bob)).memo).toBeNull();
    expect((await profile(null, bob)).memo).toBeNull();
    expect((await ok<entities.MeDetailed>('i', bob)).memo).toBeNull();

    await ok('users/update-memo', alice, { userId: bob.id, memo: 'changed' });
    expect((await profile(alice, bob)).memo).toBe('changed');
    await ok('users/update-memo', alice, { userId: bob.id, memo: '' });
    expect((await profile(alice, bob)).memo).toBeNull();
    await ok('users/update-memo', alice, { userId: bob.id, memo: 'again' });
    await ok('users/update-memo', alice, { userId: bob.id, memo: null });
    expect((await profile(alice, bob)).memo).toBeNull();
  });

  it('answers NO_SUCH_USER, bad params and no sign-in as Misskey does', async () => {
    expect(errorOf(await call('users/update-memo', alice, { userId: 'nobody', memo: 'x' }))).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    });
    expect((await call('users/update-memo', alice, { userId: bob.id })).statusCode).toBe(400);
    expect(
      (await call('users/update-memo', alice, { userId: bob.id, memo: 'x'.repeat(2049) })).statusCode,
    ).toBe(400);
    expect((await call('users/update-memo', null, { userId: bob.id, memo: 'x' })).statusCode).toBe(401);
  });
});

describe('users/recommendation', () => {
  const recommended = async (who: TestAccount, body: Record<string, unknown> = {}) =>
    (await ok<entities.UserDetailed[]>('users/recommendation', who, body)).map((u) => u.username);

  it('suggests active local people one does not follow, most followed first', async () => {
    const dave = await signup(app, 'dave', 'pw-secret');
    await post(app, bob, { text: 'active' });
    await post(app, carol, { text: 'active too' });
    await post(app, dave, { text: 'and me' });
    follow(app, dave, carol);
    follow(app, bob, carol);
    // Carol has the most followers; alice never posted (not active); nobody sees themself.
    expect(await recommended(alice)).toEqual(['carol', 'dave', 'bob']);
    expect(await recommended(alice, { limit: 1, offset: 1 })).toEqual(['dave']);
    expect(await recommended(bob)).toEqual(['dave']);
    // Suspended and locked people are not suggested.
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(dave.id);
    app.instance.db.prepare('UPDATE users SET is_locked = 1 WHERE id = ?').run(carol.id);
    expect(await recommended(alice)).toEqual(['bob']);
  });

  it('leaves out people one mutes or blocks, and people who block one', async () => {
    await post(app, bob, { text: 'hello' });
    await post(app, carol, { text: 'hello' });
    await ok('mute/create', alice, { userId: bob.id });
    expect(await recommended(alice)).toEqual(['carol']);
    await ok('blocking/create', carol, { userId: alice.id });
    expect(await recommended(alice)).toEqual([]);
  });

  it('needs sign-in and checks its paging', async () => {
    expect((await call('users/recommendation', null)).statusCode).toBe(401);
    expect((await call('users/recommendation', alice, { limit: 101 })).statusCode).toBe(400);
    expect((await call('users/recommendation', alice, { offset: -1 })).statusCode).toBe(400);
  });
});
