import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';
import { insertRemoteUser } from './reactions-helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

type Trend = { tag: string; chart: number[]; usersCount: number };
const trend = async () => {
  const res = await api(app, 'hashtags/trend', {});
  expect(res.statusCode).toBe(200);
  return res.json() as Trend[];
};
const react = async (who: TestAccount, noteId: string) => {
  const res = await api(app, 'notes/reactions/create', { i: who.token, noteId, reaction: '👍' });
  expect(res.statusCode).toBe(204);
};

describe('hashtags/trend', () => {
  it('ranks recent public tags by the people who used them, with a chart of 20 points', async () => {
    const carol = await signup(app, 'carol', 'pw-secret');
    await post(app, alice, { text: 'hello #Sunrise' });
    await post(app, alice, { text: 'again #sunrise #solo' });
    await post(app, alice, { text: 'and again #solo' });
    await post(app, bob, { text: 'me too #sunrise' });
    await post(app, carol, { text: 'secret #hidden', visibility: 'followers' });

    const tags = await trend();
    expect(tags.map((t) => t.tag)).toEqual(['Sunrise', 'solo']);
    const [sunrise, solo] = tags;
    // Two people, not three notes; everything was posted in the newest 10-minute bucket.
    expect(sunrise?.usersCount).toBe(2);
    expect(sunrise?.chart).toHaveLength(20);
    expect(sunrise?.chart[0]).toBe(2);
    expect(sunrise?.chart.slice(1).every((n) => n === 0)).toBe(true);
    expect(solo?.usersCount).toBe(1);
  });

  it('leaves out old notes and suspended users', async () => {
    await post(app, alice, { text: '#fresh' });
    const old = await post(app, bob, { text: '#stale' });
    // An id from four hours ago: older than the 200-minute window.
    const oldId = `${(Date.now() - 4 * 3600_000 - 946684800000).toString(36).padStart(8, '0')}00`;
    app.instance.db.prepare('UPDATE notes SET id = ? WHERE id = ?').run(oldId, old.id);
    const carol = await signup(app, 'carol', 'pw-secret');
    await post(app, carol, { text: '#banned' });
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(carol.id);
    expect((await trend()).map((t) => t.tag)).toEqual(['fresh']);
  });
});

describe('notes/featured', () => {
  it('answers reacted or renoted public notes, newest first, paged by untilId', async () => {
    const quiet = await post(app, alice, { text: 'nobody cares' });
    const liked = await post(app, alice, { text: 'liked' });
    const renoted = await post(app, bob, { text: 'renoted' });
    const selfLiked = await post(app, bob, { text: 'only its author likes it' });
    const privateLiked = await post(app, alice, { text: 'for followers', visibility: 'followers' });
    await react(bob, liked.id);
    await post(app, alice, { renoteId: renoted.id });
    // The API refuses reactions to one's own note; stored directly, such a reaction must not count.
    app.instance.db
      .prepare(
        "INSERT INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES ('r1', ?, ?, ?, '👍')",
      )
      .run(new Date().toISOString(), selfLiked.id, bob.id);
    follow(app, bob, alice);
    await react(bob, privateLiked.id);

    const featured = async (params: Record<string, unknown>, who?: TestAccount) => {
      const res = await api(app, 'notes/featured', who ? { i: who.token, ...params } : params);
      expect(res.statusCode).toBe(200);
      return (res.json() as entities.Note[]).map((n) => n.id);
    };
    expect(await featured({})).toEqual([renoted.id, liked.id]);
    expect(await featured({ limit: 1 })).toEqual([renoted.id]);
    expect(await featured({ untilId: renoted.id })).toEqual([liked.id]);
    expect(await featured({})).not.toContain(quiet.id);
    expect(await featured({})).not.toContain(selfLiked.id);
    // A followers-only note never features, even for a follower who could read it.
    expect(await featured({}, bob)).not.toContain(privateLiked.id);
    // Notes in a channel rank only inside that channel.
    expect(await featured({ channelId: 'nochannel' })).toEqual([]);
  });

  it('refuses bad parameters', async () => {
    expect(errorOf(await api(app, 'notes/featured', { limit: 0 })).code).toBe('INVALID_PARAM');
    expect(errorOf(await api(app, 'notes/featured', { limit: 101 })).code).toBe('INVALID_PARAM');
    expect(errorOf(await api(app, 'notes/featured', { untilId: 5 })).code).toBe('INVALID_PARAM');
  });
});

describe('users', () => {
  const names = async (params: Record<string, unknown>, who?: TestAccount) => {
    const res = await api(app, 'users', who ? { i: who.token, ...params } : params);
    expect(res.statusCode).toBe(200);
    return (res.json() as entities.UserDetailed[]).map((u) => u.username);
  };

  it('sorts by followers, creation and update, both ways', async () => {
    const carol = await signup(app, 'carol', 'pw-secret');
    follow(app, alice, carol);
    follow(app, bob, carol);
    follow(app, carol, bob);
    app.instance.db.prepare('UPDATE users SET followers_count = 2 WHERE id = ?').run(carol.id);
    app.instance.db.prepare('UPDATE users SET followers_count = 1 WHERE id = ?').run(bob.id);
    expect(await names({ sort: '+follower' })).toEqual(['carol', 'bob', 'alice']);
    expect(await names({ sort: '-follower' })).toEqual(['alice', 'bob', 'carol']);
    expect(await names({ sort: '+createdAt' })).toEqual(['carol', 'bob', 'alice']);
    expect(await names({ sort: '-createdAt' })).toEqual(['alice', 'bob', 'carol']);
    expect(await names({ sort: '+createdAt', limit: 1, offset: 1 })).toEqual(['bob']);

    const update = await api(app, 'i/update', { i: alice.token, name: 'Alice' });
    expect(update.statusCode).toBe(200);
    // Only alice changed her profile: she leads "recently updated" and is the only one alive.
    expect((await names({ sort: '+updatedAt' }))[0]).toBe('alice');
    expect(await names({ state: 'alive', sort: '+updatedAt' })).toEqual(['alice']);
    // Posting counts as activity too, as Misskey's updatedAt moves with each note.
    await post(app, carol, { text: 'still here' });
    expect(await names({ state: 'alive', sort: '+updatedAt' })).toEqual(['carol', 'alice']);
    expect(await names({ state: 'alive', sort: '-updatedAt' })).toEqual(['alice', 'carol']);
  });

  it('never lists suspended users, and keeps local and remote apart', async () => {
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(bob.id);
    insertRemoteUser(app, 'faraway', 'remote.example');
    expect(await names({})).toEqual(['alice']);
    expect(await names({ origin: 'remote' })).toEqual(['faraway']);
    expect(await names({ origin: 'combined' })).toEqual(['alice', 'faraway']);
    expect(await names({ origin: 'combined', hostname: 'Remote.example' })).toEqual(['faraway']);
  });

  it('answers detailed users with the relation to a signed-in viewer', async () => {
    follow(app, alice, bob);
    const res = await api(app, 'users', { i: alice.token, sort: '+createdAt' });
    const [first] = res.json() as entities.UserDetailedNotMe[];
    expect(first?.username).toBe('bob');
    expect(first?.isFollowing).toBe(true);
    const anonymous = (await api(app, 'users', { sort: '+createdAt' })).json() as entities.UserDetailed[];
    expect(anonymous[0] && 'isFollowing' in anonymous[0]).toBe(false);
  });

  it('refuses unknown sorts, states and origins', async () => {
    for (const bad of [
      { sort: 'follower' },
      { state: 'dead' },
      { origin: 'mars' },
      { limit: 101 },
      { offset: -1 },
    ]) {
      expect(errorOf(await api(app, 'users', bad)).code).toBe('INVALID_PARAM');
    }
  });
});

describe('pinned-users', () => {
  it('answers an empty list: this instance has no pinned-users setting', async () => {
    const res = await api(app, 'pinned-users', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('hashtags/show', () => {
  it('counts the people who wrote a tag, whatever its case, and knows no unused tag', async () => {
    await post(app, alice, { text: 'first #Picnic' });
    await post(app, alice, { text: 'second #picnic' });
    await post(app, bob, { text: 'me too #PICNIC' });
    const res = await api(app, 'hashtags/show', { tag: 'picnic' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tag: 'Picnic',
      mentionedUsersCount: 2,
      mentionedLocalUsersCount: 2,
      mentionedRemoteUsersCount: 0,
      attachedUsersCount: 0,
      attachedLocalUsersCount: 0,
      attachedRemoteUsersCount: 0,
    });
    const missing = errorOf(await api(app, 'hashtags/show', { tag: 'nosuchtag' }));
    expect(missing.code).toBe('NO_SUCH_HASHTAG');
    expect(missing.id).toBe('110ee688-193e-4a3a-9ecf-c167b2e6981e');
    expect(errorOf(await api(app, 'hashtags/show', {})).code).toBe('INVALID_PARAM');
  });
});

describe('hashtags/users', () => {
  it('checks its parameters and lists nobody: profiles here carry no tags', async () => {
    await post(app, alice, { text: '#picnic' });
    const res = await api(app, 'hashtags/users', { tag: 'picnic', sort: '+follower' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(errorOf(await api(app, 'hashtags/users', { tag: 'picnic' })).code).toBe('INVALID_PARAM');
    expect(errorOf(await api(app, 'hashtags/users', { sort: '+follower' })).code).toBe('INVALID_PARAM');
    expect(errorOf(await api(app, 'hashtags/users', { tag: 'x', sort: 'up' })).code).toBe('INVALID_PARAM');
  });
});
