import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let dave: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  dave = await signup(app, 'dave', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function post(who: TestAccount, body: Record<string, unknown>): Promise<string> {
  const res = await okAs<{ createdNote: { id: string } }>(app, 'notes/create', who, body);
  return res.createdNote.id;
}

const grouped = (who: TestAccount, body: Record<string, unknown> = {}) =>
  okAs<entities.Notification[]>(app, 'i/notifications-grouped', who, {
    markAsRead: false,
    excludeTypes: ['achievementEarned'],
    ...body,
  });

describe('i/notifications-grouped', () => {
  it('folds neighbouring reactions and renotes of one note, keeps the rest as they are', async () => {
    const first = await post(bob, { text: 'first' });
    const second = await post(bob, { text: 'second' });
    await okAs(app, 'notes/reactions/create', alice, { noteId: first, reaction: '👍' });
    await okAs(app, 'notes/reactions/create', carol, { noteId: first, reaction: '🎉' });
    await okAs(app, 'following/create', dave, { userId: bob.id });
    await post(alice, { renoteId: second });
    await post(carol, { renoteId: second });
    await post(dave, { renoteId: second });
    await okAs(app, 'notes/reactions/create', dave, { noteId: second, reaction: '👍' });

    const list = await grouped(bob);
    expect(list.map((n) => n.type)).toEqual(['reaction', 'renote:grouped', 'follow', 'reaction:grouped']);
    const renotes = list[1] as Extract<entities.Notification, { type: 'renote:grouped' }>;
    expect(renotes.users.map((u) => u.username)).toEqual(['dave', 'carol', 'alice']);
    expect(renotes.note.renoteId).toBe(second);
    const reactions = list[3] as Extract<entities.Notification, { type: 'reaction:grouped' }>;
    expect(reactions.note.id).toBe(first);
    expect(reactions.reactions.map((r) => [r.user.username, r.reaction])).toEqual([
      ['carol', '🎉'],
      ['alice', '👍'],
    ]);

    // The plain endpoint still lists each one.
    const plain = await okAs<entities.Notification[]>(app, 'i/notifications', bob, {
      markAsRead: false,
      excludeTypes: ['achievementEarned'],
    });
    expect(plain).toHaveLength(7);
  });

  it('pages on after a whole group with untilId and honours the limit and filters', async () => {
    const note = await post(bob, { text: 'liked' });
    await okAs(app, 'following/create', alice, { userId: bob.id });
    await okAs(app, 'notes/reactions/create', alice, { noteId: note, reaction: '👍' });
    await okAs(app, 'notes/reactions/create', carol, { noteId: note, reaction: '👍' });
    await okAs(app, 'notes/reactions/create', dave, { noteId: note, reaction: '👍' });

    const top = await grouped(bob, { limit: 1 });
    expect(top.map((n) => n.type)).toEqual(['reaction:grouped']);
    const rest = await grouped(bob, { limit: 10, untilId: top[0]?.id });
    expect(rest.map((n) => n.type)).toEqual(['follow']);

    expect(
      (await grouped(bob, { excludeTypes: ['reaction', 'achievementEarned'] })).map((n) => n.type),
    ).toEqual(['follow']);
    expect(await grouped(bob, { includeTypes: [] })).toEqual([]);
  });

  it('marks them read unless told not to, and refuses the signed-out and bad input', async () => {
    const note = await post(bob, { text: 'x' });
    await okAs(app, 'notes/reactions/create', alice, { noteId: note, reaction: '👍' });
    await grouped(bob);
    expect((await okAs<{ unreadNotificationsCount: number }>(app, 'i', bob)).unreadNotificationsCount).toBe(
      1,
    );
    await okAs(app, 'i/notifications-grouped', bob, {});
    expect((await okAs<{ unreadNotificationsCount: number }>(app, 'i', bob)).unreadNotificationsCount).toBe(
      0,
    );

    expect(errorOf(await callAs(app, 'i/notifications-grouped', null, {})).code).toBe('CREDENTIAL_REQUIRED');
    expect(errorOf(await callAs(app, 'i/notifications-grouped', bob, { limit: 0 })).code).toBe(
      'INVALID_PARAM',
    );
  });
});
