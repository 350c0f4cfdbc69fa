import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

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

const react = (who: TestAccount, noteId: string, reaction: string) =>
  okAs(app, 'notes/reactions/create', who, { noteId, reaction });
const reactionsOf = (who: TestAccount | null, userId: string, extra: Record<string, unknown> = {}) =>
  okAs<entities.NoteReactionWithNote[]>(app, 'users/reactions', who, { userId, ...extra });

describe('users/reactions', () => {
  it("lists someone's reactions newest first with their notes, to anyone, paged by untilId", async () => {
    const first = await post(app, bob, { text: 'first' });
    const second = await post(app, carol, { text: 'second' });
    await react(alice, first.id, '👍');
    await react(alice, second.id, '🎉');

    const all = await reactionsOf(null, alice.id);
    expect(all.map((r) => [r.type, r.note.text, r.user.id])).toEqual([
      ['🎉', 'second', alice.id],
      ['👍', 'first', alice.id],
    ]);
    const older = await reactionsOf(bob, alice.id, { untilId: all[0]?.id, limit: 5 });
    expect(older.map((r) => r.note.id)).toEqual([first.id]);
  });

  it('answers REACTIONS_NOT_PUBLIC once the user hides them, except to themselves', async () => {
    await react(alice, (await post(app, bob, { text: 'hi' })).id, '👍');
    await okAs(app, 'i/update', alice, { publicReactions: false });
    expect(
      (await okAs<entities.UserDetailed>(app, 'users/show', bob, { userId: alice.id })).publicReactions,
    ).toBe(false);
    const refused = await callAs(app, 'users/reactions', bob, { userId: alice.id });
    expect(errorOf(refused)).toMatchObject({
      code: 'REACTIONS_NOT_PUBLIC',
      id: '673a7dd2-6924-1093-e0c0-e68456ceae5c',
    });
    expect(await reactionsOf(alice, alice.id)).toHaveLength(1);
    expect(errorOf(await callAs(app, 'i/update', alice, { publicReactions: 'no' })).code).toBe(
      'INVALID_PARAM',
    );
  });

  it('leaves out notes the asker may not see, and mutes apply except to the owner’s own notes', async () => {
    const hidden = await post(app, carol, { text: 'for followers', visibility: 'followers' });
    await okAs(app, 'following/create', alice, { userId: carol.id });
    await react(alice, hidden.id, '👍');
    const bobsOwn = await post(app, bob, { text: 'bob writes' });
    await react(alice, bobsOwn.id, '❤');
    const carolsPublic = await post(app, carol, { text: 'carol writes' });
    await react(alice, carolsPublic.id, '🎉');

    // bob does not follow carol: her followers-only note is not his to see.
    expect((await reactionsOf(bob, alice.id)).map((r) => r.note.id)).toEqual([carolsPublic.id, bobsOwn.id]);
    await okAs(app, 'mute/create', bob, { userId: carol.id });
    expect((await reactionsOf(bob, alice.id)).map((r) => r.note.id)).toEqual([bobsOwn.id]);
  });

  it('shows nothing to someone the user blocks, and nothing for an unknown user', async () => {
    await react(alice, (await post(app, carol, { text: 'hi' })).id, '👍');
    await okAs(app, 'blocking/create', alice, { userId: bob.id });
    expect(await reactionsOf(bob, alice.id)).toEqual([]);
    expect(await reactionsOf(carol, alice.id)).toHaveLength(1);
    expect(await reactionsOf(carol, 'no-such-user')).toEqual([]);
    expect(errorOf(await callAs(app, 'users/reactions', carol, {})).code).toBe('INVALID_PARAM');
  });
});
