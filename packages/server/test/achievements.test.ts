import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountAgeYears, recordLoginDay } from '../src/services/achievements/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  // Eleven accounts sign up in one test: more than signup's hourly limit.
  app = await createTestApp({ rateLimits: { signup: { duration: 60_000, max: 100 } } });
  alice = await signup(app, 'alice');
});
afterEach(async () => {
  await app.close();
});

async function names(who: TestAccount): Promise<string[]> {
  const list = await okAs<entities.Achievement[]>(app, 'users/achievements', null, { userId: who.id });
  return list.map((a) => a.name);
}

async function earnedNotifications(who: TestAccount): Promise<string[]> {
  const list = await okAs<entities.Notification[]>(app, 'i/notifications', who, {
    includeTypes: ['achievementEarned'],
  });
  return list.map((n) => (n.type === 'achievementEarned' ? n.achievement : '?'));
}

function userRow(who: TestAccount) {
  const row = app.instance.users.findById(who.id);
  if (!row) throw new Error('no user');
  return row;
}

describe('i/claim-achievement', () => {
  it('records a claimed achievement once, with one achievementEarned notification', async () => {
    await okAs(app, 'i/claim-achievement', alice, { name: 'justPlainLucky' });
    await okAs(app, 'i/claim-achievement', alice, { name: 'justPlainLucky' });
    expect(await names(alice)).toEqual(['justPlainLucky']);
    expect(await earnedNotifications(alice)).toEqual(['justPlainLucky']);
    const me = await okAs<entities.MeDetailed>(app, 'i', alice);
    expect(me.achievements.map((a) => a.name)).toEqual(['justPlainLucky']);
    expect(me.achievements[0]?.unlockedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a name outside the catalogue and a signed-out caller', async () => {
    const bad = await callAs(app, 'i/claim-achievement', alice, { name: 'becameMayor' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('INVALID_PARAM');
    const missing = await callAs(app, 'i/claim-achievement', alice, {});
    expect(missing.statusCode).toBe(400);
    const anonymous = await callAs(app, 'i/claim-achievement', null, { name: 'justPlainLucky' });
    expect(anonymous.statusCode).toBe(401);
    expect(await names(alice)).toEqual([]);
  });

  it('answers an unknown user with no achievements', async () => {
    expect(await okAs(app, 'users/achievements', null, { userId: 'nobody' })).toEqual([]);
  });
});

describe('achievements the server grants', () => {
  // The server's own check runs on a user's first signed-in request of a day.
  const nextDay = (n: number) => new Date(Date.now() + n * 86_400_000);

  it('grants notes1 and notes10 at the next login day, at exactly those counts', async () => {
    await post(app, alice, { text: 'first' });
    recordLoginDay(app.instance, userRow(alice), nextDay(1));
    expect(await names(alice)).toEqual(['notes1']);
    for (let i = 2; i <= 9; i++) await post(app, alice, { text: `note ${i}` });
    recordLoginDay(app.instance, userRow(alice), nextDay(2));
    expect(await names(alice)).not.toContain('notes10');
    await post(app, alice, { text: 'tenth' });
    recordLoginDay(app.instance, userRow(alice), nextDay(3));
    expect(await names(alice)).toContain('notes10');
    expect(await earnedNotifications(alice)).toEqual(['notes10', 'login3', 'notes1']);
  });

  it('grants notes100 at exactly 100 notes, with every lower one not yet held', async () => {
    app.instance.db.prepare('UPDATE users SET notes_count = 99 WHERE id = ?').run(alice.id);
    recordLoginDay(app.instance, userRow(alice), nextDay(1));
    expect(await names(alice)).toEqual(['notes1', 'notes10']);
    app.instance.db.prepare('UPDATE users SET notes_count = 100 WHERE id = ?').run(alice.id);
    recordLoginDay(app.instance, userRow(alice), nextDay(2));
    expect(await names(alice)).toEqual(['notes1', 'notes10', 'notes100']);
  });

  it('grants followers1 and followers10 by the follower count', async () => {
    const bob = await signup(app, 'bob');
    await okAs(app, 'following/create', bob, { userId: alice.id });
    recordLoginDay(app.instance, userRow(alice), nextDay(1));
    expect(await names(alice)).toEqual(['followers1']);
    for (let i = 0; i < 8; i++) follow(app, await signup(app, `fan${i}`), alice);
    await okAs(app, 'following/create', await signup(app, 'carol'), { userId: alice.id });
    recordLoginDay(app.instance, userRow(alice), nextDay(2));
    expect(await names(alice)).toEqual(['followers1', 'followers10']);
    expect(await names(bob)).toEqual([]);
  });

  it('counts a login day once per day and grants login3 on the third', async () => {
    const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12));
    await okAs(app, 'i', alice);
    await okAs(app, 'i', alice);
    expect((await okAs<entities.MeDetailed>(app, 'i', alice)).loggedInDays).toBe(1);
    recordLoginDay(app.instance, userRow(alice), day(2));
    recordLoginDay(app.instance, userRow(alice), day(2));
    expect(await names(alice)).not.toContain('login3');
    recordLoginDay(app.instance, userRow(alice), day(3));
    expect(await names(alice)).toContain('login3');
    expect((await okAs<entities.MeDetailed>(app, 'i', alice)).loggedInDays).toBe(3);
  });

  it('grants the account-age achievements on the first login after each anniversary', async () => {
    app.instance.db
      .prepare('UPDATE users SET created_at = ? WHERE id = ?')
      .run('2030-03-10T08:00:00.000Z', alice.id);
    recordLoginDay(app.instance, userRow(alice), new Date('2031-03-09T12:00:00Z'));
    expect(await names(alice)).toEqual([]);
    recordLoginDay(app.instance, userRow(alice), new Date('2031-03-10T12:00:00Z'));
    expect(await names(alice)).toEqual(['passedSinceAccountCreated1']);
    expect(accountAgeYears('2030-03-10T08:00:00.000Z', new Date('2033-03-10T08:00:00Z'))).toBe(3);
    expect(accountAgeYears('2030-03-10T08:00:00.000Z', new Date('2033-03-10T07:59:59Z'))).toBe(2);
  });
});
