import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

type Answer = { type: 'User'; object: entities.UserDetailed } | { type: 'Note'; object: entities.Note };

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let own: string;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'alice password');
  bob = await signup(app, 'bob', 'bob password');
  own = app.instance.config.url;
});

afterEach(async () => {
  await app.close();
});

const show = (who: TestAccount, uri: string) => okAs<Answer>(app, 'ap/show', who, { uri });
const refusal = async (who: TestAccount, uri: string) => {
  const res = await callAs(app, 'ap/show', who, { uri });
  expect(res.statusCode).toBe(400);
  return errorOf(res);
};

describe('ap/show on an instance that does not federate', () => {
  it("resolves this instance's note addresses to the note", async () => {
    const note = await post(app, bob, { text: 'hello' });
    const answer = await show(alice, `${own}/notes/${note.id}`);
    expect(answer.type).toBe('Note');
    expect(answer.object.id).toBe(note.id);
    expect((answer.object as entities.Note).text).toBe('hello');
  });

  it('resolves user addresses and handles to the detailed user', async () => {
    const host = new URL(own).host;
    for (const uri of [
      `${own}/users/${bob.id}`,
      `${own}/@bob`,
      `${own}/@bob@${host}`,
      '@bob',
      `@BOB@${host.toUpperCase()}`,
      `acct:bob@${host}`,
    ]) {
      const answer = await show(alice, uri);
      expect(answer, uri).toMatchObject({ type: 'User', object: { id: bob.id, username: 'bob' } });
    }
  });

  it('answers NO_SUCH_OBJECT for other servers, unknown paths and unknown ids, without fetching', async () => {
    for (const uri of [
      'https://misskey.example/notes/9abc',
      'https://misskey.example/@bob',
      '@bob@misskey.example',
      `${own}/notes/no-such-note`,
      `${own}/users/no-such-user`,
      `${own}/@nobody`,
      `${own}/about`,
      `${own}/notes/abc/extra`,
    ]) {
      const error = await refusal(alice, uri);
      expect(error, uri).toMatchObject({
        code: 'NO_SUCH_OBJECT',
        id: 'dc94d745-1262-4e63-a17d-fecaa57efc82',
      });
    }
  });

  it('answers URI_INVALID for what is neither an address nor a handle', async () => {
    for (const uri of ['not a uri', 'ftp://files.example/notes/1', 'javascript:alert(1)']) {
      const error = await refusal(alice, uri);
      expect(error, uri).toMatchObject({ code: 'URI_INVALID', id: '1a5eab56-e47b-48c2-8d5e-217b897d70db' });
    }
  });

  it('does not reveal a note the asker may not see', async () => {
    const secret = await post(app, bob, { text: 'followers only', visibility: 'followers' });
    expect((await refusal(alice, `${own}/notes/${secret.id}`)).code).toBe('NO_SUCH_OBJECT');
    // The author still resolves it.
    expect((await show(bob, `${own}/notes/${secret.id}`)).type).toBe('Note');
  });

  it('does not resolve notes of muted or blocking users, but still finds the users', async () => {
    const note = await post(app, bob, { text: 'hello' });
    await okAs(app, 'mute/create', alice, { userId: bob.id });
    expect((await refusal(alice, `${own}/notes/${note.id}`)).code).toBe('NO_SUCH_OBJECT');
    expect((await show(alice, '@bob')).type).toBe('User');

    const carol = await signup(app, 'carol', 'carol password');
    await okAs(app, 'blocking/create', bob, { userId: carol.id });
    expect((await refusal(carol, `${own}/notes/${note.id}`)).code).toBe('NO_SUCH_OBJECT');
  });

  it('does not find suspended users, except for staff', async () => {
    const carol = await signup(app, 'carol', 'carol password');
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(carol.id);
    expect((await refusal(bob, '@carol')).code).toBe('NO_SUCH_OBJECT');
    // alice, the first account, is the administrator.
    expect((await show(alice, '@carol')).type).toBe('User');
  });

  it('needs a signed-in caller, and read:account for an app', async () => {
    const signedOut = await callAs(app, 'ap/show', null, { uri: '@bob' });
    expect(signedOut.statusCode).toBe(401);

    const grant = async (session: string, permission: string[]) => {
      await okAs(app, 'miauth/gen-token', alice, { session, name: 'Test app', permission });
      const check = await app.inject({ method: 'POST', url: `/api/miauth/${session}/check` });
      return { ...alice, token: (check.json() as { token: string }).token };
    };
    const writer = await grant('s-write', ['write:notes']);
    expect(errorOf(await callAs(app, 'ap/show', writer, { uri: '@bob' })).code).toBe('PERMISSION_DENIED');
    const reader = await grant('s-read', ['read:account']);
    expect((await show(reader, '@bob')).type).toBe('User');
  });

  it('is limited to 30 calls an hour per user, as Misskey', async () => {
    for (let i = 0; i < 30; i++) await show(alice, '@bob');
    expect(errorOf(await callAs(app, 'ap/show', alice, { uri: '@bob' })).code).toBe('RATE_LIMIT_EXCEEDED');
    expect((await show(bob, '@alice')).type).toBe('User');
  });
});
