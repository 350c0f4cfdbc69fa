import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const usernames = async (params: Record<string, unknown>, who?: TestAccount) => {
  const res = await api(app, 'users/search-by-username-and-host', who ? { i: who.token, ...params } : params);
  expect(res.statusCode).toBe(200);
  return (res.json() as entities.User[]).map((u) => u.username);
};

describe('users/search-by-username-and-host', () => {
  it('finds users by the start of their name, case-insensitively, without suspended ones', async () => {
    const bobby = await signup(app, 'bobby', 'pw-secret');
    await signup(app, 'Bob', 'pw-secret');
    const bert = await signup(app, 'bert', 'pw-secret');
    await signup(app, 'carol', 'pw-secret');
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(bert.id);

    expect(await usernames({ username: 'bo' })).toEqual(['Bob', 'bobby']);
    expect(await usernames({ username: 'B' })).toEqual(['Bob', 'bobby']);
    expect(await usernames({ username: '@car' })).toEqual(['carol']);
    expect(await usernames({ username: 'b', limit: 1 })).toHaveLength(1);
    // People the searcher follows come first.
    follow(app, alice, bobby);
    expect(await usernames({ username: 'bo' }, alice)).toEqual(['bobby', 'Bob']);
  });

  it('answers lite users without detail, nobody for other hosts, and requires a name or host', async () => {
    await signup(app, 'bob', 'pw-secret');
    const res = await api(app, 'users/search-by-username-and-host', { username: 'bob', detail: false });
    const [user] = res.json() as entities.UserLite[];
    expect(user?.username).toBe('bob');
    expect(user && 'followersCount' in user).toBe(false);
    expect(await usernames({ username: 'bob', host: 'elsewhere.example' })).toEqual([]);
    expect(await usernames({ username: 'bob', host: null })).toEqual(['bob']);
    expect(errorOf(await api(app, 'users/search-by-username-and-host', {})).code).toBe('INVALID_PARAM');
  });
});

describe('hashtags/search', () => {
  it('suggests hashtags used in notes, most used first, by prefix', async () => {
    await post(app, alice, { text: 'a #Misskey day' });
    await post(app, alice, { text: 'more #misskey and #miso soup' });
    await post(app, alice, { text: '#music #1 not-a-tag#nope' });
    const search = async (params: Record<string, unknown>) =>
      (await api(app, 'hashtags/search', params)).json() as string[];

    expect(await search({ query: 'mis' })).toEqual(['Misskey', 'miso']);
    expect(await search({ query: '#MU' })).toEqual(['music']);
    expect(await search({ query: 'mi', limit: 1 })).toEqual(['Misskey']);
    expect(await search({ query: 'mi', limit: 1, offset: 1 })).toHaveLength(1);
    expect(await search({ query: '1' })).toEqual([]);
    expect(await search({ query: 'nope' })).toEqual([]);
  });

  it('packs the tags of a note and leaves them out when asked not to extract', async () => {
    const note = await post(app, alice, { text: 'hello #World' });
    expect(note.tags).toEqual(['World']);
    await post(app, alice, { text: 'quiet #hidden', noExtractHashtags: true });
    expect((await api(app, 'hashtags/search', { query: 'hid' })).json()).toEqual([]);
    // A followers-only or direct note's tags are not suggested to everyone.
    await post(app, alice, { text: 'between us #secretplan', visibility: 'followers' });
    expect((await api(app, 'hashtags/search', { query: 'secret' })).json()).toEqual([]);
  });
});
