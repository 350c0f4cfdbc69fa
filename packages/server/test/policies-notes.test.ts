import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'dana', 'pw-secret'); // the first account is the admin
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const create = (who: TestAccount, params: Record<string, unknown>) =>
  api(app, 'notes/create', { i: who.token, ...params });

describe('admin/roles/update-default-policies', () => {
  it('is for admins only', async () => {
    const res = await api(app, 'admin/roles/update-default-policies', {
      i: alice.token,
      policies: { canPublicNote: false },
    });
    expect(errorOf(res).code).toBe('ACCESS_DENIED');
    const me = (await api(app, 'i', { i: alice.token })).json() as entities.MeDetailed;
    expect(me.policies.canPublicNote).toBe(true);
  });

  it('merges the change into the policies that i and meta report', async () => {
    await setPolicies(app, admin, { ltlAvailable: false, driveCapacityMb: 5 });
    await setPolicies(app, admin, { alwaysMarkNsfw: true });
    const me = (await api(app, 'i', { i: alice.token })).json() as entities.MeDetailed;
    expect(me.policies).toMatchObject({ ltlAvailable: false, driveCapacityMb: 5, alwaysMarkNsfw: true });
    expect(me.policies.gtlAvailable).toBe(true);
    const meta = (await api(app, 'meta', {})).json() as entities.MetaDetailed;
    expect(meta.policies).toMatchObject({ ltlAvailable: false, driveCapacityMb: 5 });
    // and the timelines obey at once
    expect(errorOf(await api(app, 'notes/local-timeline', { i: alice.token })).code).toBe('LTL_DISABLED');
  });

  it('refuses unknown policies and values of the wrong type', async () => {
    for (const policies of [{ canFly: true }, { canPublicNote: 'no' }, { mentionLimit: -1 }]) {
      const res = await api(app, 'admin/roles/update-default-policies', { i: admin.token, policies });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
  });
});

describe('posting rules', () => {
  it('posts to home instead of public when canPublicNote is off', async () => {
    await setPolicies(app, admin, { canPublicNote: false });
    const note = await post(app, alice, { text: 'hello', visibility: 'public' });
    expect(note.visibility).toBe('home');
    // less than public is left alone
    expect((await post(app, alice, { text: 'f', visibility: 'followers' })).visibility).toBe('followers');
  });

  it('posts a silenced user’s public note to home, and says so in their profile', async () => {
    app.instance.db.prepare('UPDATE users SET is_silenced = 1 WHERE id = ?').run(alice.id);
    const note = await post(app, alice, { text: 'hello', visibility: 'public' });
    expect(note.visibility).toBe('home');
    const shown = (await api(app, 'users/show', { userId: alice.id })).json() as entities.UserDetailed;
    expect(shown.isSilenced).toBe(true);
  });

  it('refuses more mentions than mentionLimit', async () => {
    await signup(app, 'carol', 'pw-secret');
    await setPolicies(app, admin, { mentionLimit: 1 });
    const res = await create(alice, { text: '@bob @carol hi' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'CONTAINS_TOO_MANY_MENTIONS',
      id: '4de0363a-3046-481b-9b0f-feff3e211025',
    });
    expect((await create(alice, { text: '@bob hi' })).statusCode).toBe(200);
  });

  it('refuses every post from a moved account', async () => {
    app.instance.db.prepare('UPDATE users SET moved_to = ? WHERE id = ?').run(bob.id, alice.id);
    const res = await create(alice, { text: 'still here?' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'YOUR_ACCOUNT_MOVED',
      id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    });
    const shown = (await api(app, 'users/show', { userId: alice.id })).json() as entities.UserDetailed;
    expect(shown.movedTo).toBe(bob.id);
  });

  it('limits text to the instance maximum and a content warning to 100 characters', async () => {
    expect(errorOf(await create(alice, { text: 'x'.repeat(1001) })).code).toBe('INVALID_PARAM');
    expect((await create(alice, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect(errorOf(await create(alice, { text: 'x', cw: 'c'.repeat(101) })).code).toBe('INVALID_PARAM');
  });

  it('stores and answers the reaction acceptance, refusing unknown values', async () => {
    const note = await post(app, alice, { text: 'likes only', reactionAcceptance: 'likeOnly' });
    expect(note.reactionAcceptance).toBe('likeOnly');
    const shown = (await api(app, 'notes/show', { noteId: note.id })).json() as entities.Note;
    expect(shown.reactionAcceptance).toBe('likeOnly');
    expect((await post(app, alice, { text: 'anything' })).reactionAcceptance).toBeNull();
    expect(errorOf(await create(alice, { text: 'x', reactionAcceptance: 'all' })).code).toBe('INVALID_PARAM');
  });
});

describe('poll rules', () => {
  it('needs 2 to 10 choices', async () => {
    expect(errorOf(await create(alice, { poll: { choices: ['only'] } })).code).toBe('INVALID_PARAM');
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}`);
    expect(errorOf(await create(alice, { poll: { choices: eleven } })).code).toBe('INVALID_PARAM');
    const ten = eleven.slice(0, 10);
    const note = await post(app, alice, { poll: { choices: ten, multiple: true } });
    expect(note.poll?.choices).toHaveLength(10);
    expect(note.poll?.multiple).toBe(true);
  });

  it('turns expiredAfter into expiresAt and refuses a poll that has already ended', async () => {
    const before = Date.now();
    const note = await post(app, alice, { poll: { choices: ['a', 'b'], expiredAfter: 60_000 } });
    const expiresAt = Date.parse(note.poll?.expiresAt ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    const res = await create(alice, { poll: { choices: ['a', 'b'], expiresAt: Date.now() - 1000 } });
    expect(errorOf(res)).toMatchObject({ code: 'CANNOT_CREATE_ALREADY_EXPIRED_POLL' });
    expect(errorOf(await create(alice, { poll: { choices: ['a', 'b'], expiredAfter: 0 } })).code).toBe(
      'INVALID_PARAM',
    );
  });
});
