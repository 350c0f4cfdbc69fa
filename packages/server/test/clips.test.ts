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

async function clip(who: TestAccount, body: Record<string, unknown> = {}): Promise<entities.Clip> {
  return ok<entities.Clip>('clips/create', who, { name: 'saved', ...body });
}

const noteIds = async (who: TestAccount | null, clipId: string, extra: Record<string, unknown> = {}) =>
  (await ok<entities.Note[]>('clips/notes', who, { clipId, ...extra })).map((n) => n.id);

describe('clips', () => {
  it('creates, shows, updates and deletes a clip with the Misskey shape', async () => {
    const created = await clip(bob, { name: 'Cats', description: 'good ones', isPublic: true });
    expect(created).toMatchObject({
      name: 'Cats',
      description: 'good ones',
      isPublic: true,
      userId: bob.id,
      user: { id: bob.id, username: 'bob' },
      favoritedCount: 0,
      isFavorited: false,
      notesCount: 0,
      lastClippedAt: null,
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        'createdAt',
        'description',
        'favoritedCount',
        'id',
        'isFavorited',
        'isPublic',
        'lastClippedAt',
        'name',
        'notesCount',
        'user',
        'userId',
      ].sort(),
    );
    expect(await ok('clips/show', null, { clipId: created.id })).toMatchObject({
      id: created.id,
      name: 'Cats',
    });

    const updated = await ok<entities.Clip>('clips/update', bob, {
      clipId: created.id,
      name: 'Dogs',
      description: null,
      isPublic: false,
    });
    expect(updated).toMatchObject({ name: 'Dogs', description: null, isPublic: false });
    // Only the fields given change.
    expect(await ok('clips/update', bob, { clipId: created.id, name: 'Birds' })).toMatchObject({
      name: 'Birds',
      isPublic: false,
    });

    expect((await call('clips/delete', bob, { clipId: created.id })).statusCode).toBe(204);
    expect(errorOf(await call('clips/show', bob, { clipId: created.id }))).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20',
    });
  });

  it('refuses bad input and anonymous writes', async () => {
    expect((await call('clips/create', bob, { name: '' })).statusCode).toBe(400);
    expect((await call('clips/create', bob, { name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await call('clips/create', bob, { name: 'ok', description: '' })).statusCode).toBe(400);
    expect((await call('clips/create', bob, {})).statusCode).toBe(400);
    expect((await call('clips/create', null, { name: 'nope' })).statusCode).toBe(401);
    expect((await call('clips/add-note', bob, { clipId: 'x' })).statusCode).toBe(400);
    expect(await ok('clips/list', bob)).toEqual([]);
  });

  it('hides a private clip from everyone but its owner, and lets no one else change it', async () => {
    const secret = await clip(bob, { name: 'secret' });
    const open = await clip(bob, { name: 'open', isPublic: true });
    for (const who of [carol, null]) {
      expect(errorOf(await call('clips/show', who, { clipId: secret.id })).code).toBe('NO_SUCH_CLIP');
      expect(errorOf(await call('clips/notes', who, { clipId: secret.id }))).toMatchObject({
        code: 'NO_SUCH_CLIP',
        id: '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00',
      });
    }
    expect(await ok('clips/show', bob, { clipId: secret.id })).toMatchObject({ name: 'secret' });

    const note = await post(app, carol, { text: 'hello' });
    expect(errorOf(await call('clips/update', carol, { clipId: open.id, name: 'mine' }))).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: 'b4d92d70-b216-46fa-9a3f-a8c811699257',
    });
    expect(errorOf(await call('clips/delete', carol, { clipId: open.id })).id).toBe(
      '70ca08ba-6865-4630-b6fb-8494759aa754',
    );
    expect(errorOf(await call('clips/add-note', carol, { clipId: open.id, noteId: note.id })).id).toBe(
      'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf',
    );
    expect(errorOf(await call('clips/remove-note', carol, { clipId: open.id, noteId: note.id })).id).toBe(
      'b80525c6-97f7-49d7-a42d-ebccd49cfd52',
    );
    expect(await ok('clips/show', null, { clipId: open.id })).toMatchObject({ name: 'open' });

    // clips/list is one's own list; users/clips shows public clips only, even to the owner.
    expect((await ok<entities.Clip[]>('clips/list', bob)).map((c) => c.name)).toEqual(['open', 'secret']);
    expect(await ok('clips/list', carol)).toEqual([]);
    for (const who of [bob, carol, null]) {
      expect((await ok<entities.Clip[]>('users/clips', who, { userId: bob.id })).map((c) => c.id)).toEqual([
        open.id,
      ]);
    }
  });

  it('adds and removes notes, newest first, and refuses a second add', async () => {
    const box = await clip(bob);
    const first = await post(app, alice, { text: 'first' });
    const second = await post(app, carol, { text: 'second word' });
    expect((await call('clips/add-note', bob, { clipId: box.id, noteId: first.id })).statusCode).toBe(204);
    await ok('clips/add-note', bob, { clipId: box.id, noteId: second.id });
    expect(await noteIds(bob, box.id)).toEqual([second.id, first.id]);
    expect(await noteIds(bob, box.id, { limit: 1, untilId: second.id })).toEqual([first.id]);
    expect(await noteIds(bob, box.id, { search: 'word' })).toEqual([second.id]);

    const shown = await ok<entities.Clip>('clips/show', bob, { clipId: box.id });
    expect(shown.notesCount).toBe(2);
    expect(shown.lastClippedAt).not.toBeNull();

    expect(errorOf(await call('clips/add-note', bob, { clipId: box.id, noteId: first.id }))).toMatchObject({
      code: 'ALREADY_CLIPPED',
      id: '734806c4-542c-463a-9311-15c512803965',
    });
    expect(errorOf(await call('clips/add-note', bob, { clipId: box.id, noteId: 'nope' }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: 'fc8c0b49-c7a3-4664-a0a6-b418d386bb8b',
    });
    await ok('clips/remove-note', bob, { clipId: box.id, noteId: first.id });
    expect(await noteIds(bob, box.id)).toEqual([second.id]);
    expect(errorOf(await call('clips/remove-note', bob, { clipId: box.id, noteId: 'nope' })).id).toBe(
      'aff017de-190e-434b-893e-33a9ff5049d8',
    );
  });

  it('shows each viewer only the clipped notes they may see, and cannot clip a note one may not see', async () => {
    follow(app, bob, alice);
    const box = await clip(bob, { isPublic: true });
    const open = await post(app, alice, { text: 'public' });
    const followersOnly = await post(app, alice, { text: 'followers', visibility: 'followers' });
    await ok('clips/add-note', bob, { clipId: box.id, noteId: open.id });
    await ok('clips/add-note', bob, { clipId: box.id, noteId: followersOnly.id });
    expect(await noteIds(bob, box.id)).toEqual([followersOnly.id, open.id]);
    expect(await noteIds(carol, box.id)).toEqual([open.id]);
    expect(await noteIds(null, box.id)).toEqual([open.id]);

    const carolsBox = await clip(carol);
    expect(
      errorOf(await call('clips/add-note', carol, { clipId: carolsBox.id, noteId: followersOnly.id })).code,
    ).toBe('NO_SUCH_NOTE');
  });

  it('removes a deleted note from every clip', async () => {
    const box = await clip(bob);
    const note = await post(app, bob, { text: 'soon gone' });
    await ok('clips/add-note', bob, { clipId: box.id, noteId: note.id });
    await ok('notes/delete', bob, { noteId: note.id });
    expect(await noteIds(bob, box.id)).toEqual([]);
    expect((await ok<entities.Clip>('clips/show', bob, { clipId: box.id })).notesCount).toBe(0);
  });

  it('answers notes/clips with the public clips holding a note', async () => {
    const note = await post(app, alice, { text: 'clip me' });
    const open = await clip(bob, { name: 'open', isPublic: true });
    const secret = await clip(bob, { name: 'secret' });
    await ok('clips/add-note', bob, { clipId: open.id, noteId: note.id });
    await ok('clips/add-note', bob, { clipId: secret.id, noteId: note.id });
    for (const who of [bob, carol, null]) {
      expect((await ok<entities.Clip[]>('notes/clips', who, { noteId: note.id })).map((c) => c.id)).toEqual([
        open.id,
      ]);
    }
    const hidden = await post(app, alice, { text: 'x', visibility: 'specified', visibleUserIds: [] });
    expect(errorOf(await call('notes/clips', carol, { noteId: hidden.id }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '47db1a1c-b0af-458d-8fb4-986e4efafe1e',
    });
  });

  it('favorites public clips and own clips, never someone else’s private clip', async () => {
    const open = await clip(bob, { isPublic: true });
    const secret = await clip(bob);
    expect((await call('clips/favorite', carol, { clipId: open.id })).statusCode).toBe(204);
    expect(await ok('clips/show', carol, { clipId: open.id })).toMatchObject({
      isFavorited: true,
      favoritedCount: 1,
    });
    expect(errorOf(await call('clips/favorite', carol, { clipId: open.id }))).toMatchObject({
      code: 'ALREADY_FAVORITED',
      id: '92658936-c625-4273-8326-2d790129256e',
    });
    expect(errorOf(await call('clips/favorite', carol, { clipId: secret.id }))).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: '4c2aaeae-80d8-4250-9606-26cb1fdb77a5',
    });
    await ok('clips/favorite', bob, { clipId: secret.id });
    expect((await ok<entities.Clip[]>('clips/my-favorites', carol)).map((c) => c.id)).toEqual([open.id]);
    expect((await ok<entities.Clip[]>('clips/my-favorites', bob)).map((c) => c.id)).toEqual([secret.id]);

    // A clip made private since drops out of other people's favorites.
    await ok('clips/update', bob, { clipId: open.id, isPublic: false });
    expect(await ok('clips/my-favorites', carol)).toEqual([]);
    await ok('clips/update', bob, { clipId: open.id, isPublic: true });

    await ok('clips/unfavorite', carol, { clipId: open.id });
    expect(errorOf(await call('clips/unfavorite', carol, { clipId: open.id }))).toMatchObject({
      code: 'NOT_FAVORITED',
      id: '90c3a9e8-b321-4dae-bf57-2bf79bbcc187',
    });
    expect(errorOf(await call('clips/unfavorite', carol, { clipId: 'nope' })).id).toBe(
      '2603966e-b865-426c-94a7-af4a01241dc1',
    );
  });

  it('enforces clipLimit and noteEachClipsLimit with Misskey’s errors', async () => {
    await setPolicies(app, alice, { clipLimit: 1, noteEachClipsLimit: 1 });
    const box = await clip(bob);
    expect(errorOf(await call('clips/create', bob, { name: 'two' }))).toMatchObject({
      code: 'TOO_MANY_CLIPS',
      id: '920f7c2d-6208-4b76-8082-e632020f5883',
    });
    const a = await post(app, bob, { text: 'a' });
    const b = await post(app, bob, { text: 'b' });
    await ok('clips/add-note', bob, { clipId: box.id, noteId: a.id });
    expect(errorOf(await call('clips/add-note', bob, { clipId: box.id, noteId: b.id }))).toMatchObject({
      code: 'TOO_MANY_CLIP_NOTES',
      id: 'f0dba960-ff73-4615-8df4-d6ac5d9dc118',
    });
    // Deleting makes room again.
    await ok('clips/delete', bob, { clipId: box.id });
    await clip(bob, { name: 'again' });
  });
});
