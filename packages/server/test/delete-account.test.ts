import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, storedFiles, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

/** Rows still holding the user, in tables a deletion must empty. */
function leftovers(app: FastifyInstance, userId: string): Record<string, number> {
  const count = (sql: string) => app.instance.db.prepare(sql).pluck().get(userId, userId) as number;
  return {
    users: count('SELECT COUNT(*) FROM users WHERE id = ? OR id = ?'),
    notes: count('SELECT COUNT(*) FROM notes WHERE user_id = ? OR user_id = ?'),
    files: count('SELECT COUNT(*) FROM drive_files WHERE user_id = ? OR user_id = ?'),
    following: count('SELECT COUNT(*) FROM following WHERE follower_id = ? OR followee_id = ?'),
    reactions: count('SELECT COUNT(*) FROM note_reactions WHERE user_id = ? OR user_id = ?'),
    lists: count('SELECT COUNT(*) FROM user_lists WHERE user_id = ? OR user_id = ?'),
    tokens: count('SELECT COUNT(*) FROM access_tokens WHERE user_id = ? OR user_id = ?'),
    registry: count('SELECT COUNT(*) FROM registry_items WHERE user_id = ? OR user_id = ?'),
  };
}

describe('i/delete-account', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let alice: TestAccount;
  let bob: TestAccount;
  let bobNoteId: string;

  beforeEach(async () => {
    ({ app, dataDir } = await createDriveApp());
    // The first account (carol) becomes the administrator; alice and bob are ordinary users.
    await signup(app, 'carol', 'carol-password');
    alice = await signup(app, 'alice', 'correct horse');
    bob = await signup(app, 'bob', 'battery staple');
    const file = await upload(app, alice, {
      name: 'a.png',
      type: 'image/png',
      bytes: await image('png', 40, 30),
    });
    const aliceNote = await post(app, alice, { text: 'hello', fileIds: [file.id] });
    bobNoteId = (await post(app, bob, { text: 'hi alice' })).id;
    await post(app, alice, { text: 'a reply', replyId: bobNoteId });
    await post(app, bob, { renoteId: aliceNote.id });
    follow(app, alice, bob);
    follow(app, bob, alice);
    await okAs(app, 'notes/reactions/create', alice, { noteId: bobNoteId, reaction: '👍' });
    await okAs(app, 'users/lists/create', alice, { name: 'friends' });
    await okAs(app, 'i/registry/set', alice, { scope: ['client'], key: 'k', value: 1 });
  });
  afterEach(() => app.close());

  it('refuses a wrong password and deletes nothing', async () => {
    const before = leftovers(app, alice.id);
    const res = await callAs(app, 'i/delete-account', alice, { password: 'wrong horse' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INCORRECT_PASSWORD');
    expect(leftovers(app, alice.id)).toEqual(before);
    expect(before.notes).toBe(2);
    expect(storedFiles(dataDir).length).toBeGreaterThan(0);
  });

  it('removes the account and everything it made, and fixes the counts others see', async () => {
    const filesBefore = storedFiles(dataDir).length;
    expect(filesBefore).toBeGreaterThan(0);
    expect((await callAs(app, 'i/delete-account', alice, { password: 'correct horse' })).statusCode).toBe(
      204,
    );

    expect(leftovers(app, alice.id)).toEqual({
      users: 0,
      notes: 0,
      files: 0,
      following: 0,
      reactions: 0,
      lists: 0,
      tokens: 0,
      registry: 0,
    });
    expect(storedFiles(dataDir)).toEqual([]);
    // The token is gone; the user cannot be found.
    expect(errorOf(await callAs(app, 'i', alice)).code).toBe('AUTHENTICATION_FAILED');
    expect(errorOf(await callAs(app, 'users/show', bob, { userId: alice.id })).code).toBe('NO_SUCH_USER');
    // Bob's side: his renote of alice's note went with it, his note lost its reply and reaction.
    const me = await okAs<{ notesCount: number; followersCount: number; followingCount: number }>(
      app,
      'i',
      bob,
    );
    expect(me).toMatchObject({ notesCount: 1, followersCount: 0, followingCount: 0 });
    const note = await okAs<{ repliesCount: number; reactionCount: number }>(app, 'notes/show', bob, {
      noteId: bobNoteId,
    });
    expect(note).toMatchObject({ repliesCount: 0, reactionCount: 0 });
  });

  it('asks for the second factor when it is on, and deletes with a current code', async () => {
    const { secret } = await okAs<{ secret: string }>(app, 'i/2fa/register', alice, {
      password: 'correct horse',
    });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await okAs(app, 'i/2fa/done', alice, { token: totp.generate() });
    const without = await callAs(app, 'i/delete-account', alice, { password: 'correct horse' });
    expect(errorOf(without).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    expect(leftovers(app, alice.id).users).toBe(1);
    const code = totp.generate();
    expect(
      (await callAs(app, 'i/delete-account', alice, { password: 'correct horse', token: code })).statusCode,
    ).toBe(204);
    expect(leftovers(app, alice.id).users).toBe(0);
  });

  it('keeps the only administrator', async () => {
    app.instance.db.prepare('UPDATE users SET is_admin = (id = ?)').run(alice.id);
    const res = await callAs(app, 'i/delete-account', alice, { password: 'correct horse' });
    expect(errorOf(res).code).toBe('LAST_ADMINISTRATOR');
    expect(leftovers(app, alice.id).users).toBe(1);
    // With a second administrator, either may go.
    app.instance.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(bob.id);
    expect((await callAs(app, 'i/delete-account', alice, { password: 'correct horse' })).statusCode).toBe(
      204,
    );
  });

  it('is all or nothing: a failure part-way leaves the account whole', async () => {
    const before = leftovers(app, alice.id);
    app.instance.db.exec(
      "CREATE TEMP TRIGGER refuse_user_delete BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    const res = await callAs(app, 'i/delete-account', alice, { password: 'correct horse' });
    expect(res.statusCode).toBe(500);
    expect(leftovers(app, alice.id)).toEqual(before);
    expect(before.notes).toBe(2);
    expect((await okAs<{ id: string }>(app, 'i', alice)).id).toBe(alice.id);
  });
});
