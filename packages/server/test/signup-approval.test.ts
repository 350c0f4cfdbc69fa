import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first account is the admin
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'moira', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

const requireApproval = (on: boolean) => ok('admin/update-meta', admin, { approvalRequiredForSignup: on });
const signin = (username: string, password = 'pw-secret-2') =>
  api(app, 'signin-flow', { username, password });

interface ShownUser {
  approved: boolean;
  signupReason: string | null;
}

describe('sign-up by approval', () => {
  it('is off by default, and the switch shows in meta and admin/meta', async () => {
    expect(await ok<{ approvalRequiredForSignup: boolean }>('meta', null)).toMatchObject({
      approvalRequiredForSignup: false,
    });
    await requireApproval(true);
    expect(await ok('meta', null, { detail: false })).toMatchObject({ approvalRequiredForSignup: true });
    expect(await ok('admin/meta', admin)).toMatchObject({ approvalRequiredForSignup: true });
    // Only administrators change it.
    const denied = await callAs(app, 'admin/update-meta', mod, { approvalRequiredForSignup: false });
    expect(errorOf(denied).code).toBe('ACCESS_DENIED');
    expect(await ok('meta', null)).toMatchObject({ approvalRequiredForSignup: true });
  });

  it('needs a reason while it is on', async () => {
    await requireApproval(true);
    for (const reason of [undefined, '', '   ']) {
      const res = await api(app, 'signup', { username: 'dave', password: 'pw-secret-2', reason });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('SIGNUP_REASON_REQUIRED');
    }
    expect(app.instance.users.localUsernameTaken('dave')).toBe(false);
  });

  it('makes a waiting account without a token that cannot sign in until a moderator approves it', async () => {
    await requireApproval(true);
    const res = await api(app, 'signup', {
      username: 'dave',
      password: 'pw-secret-2',
      reason: ' I am Bob’s friend ',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const dave = app.instance.users.findLocalByUsername('dave');
    expect(dave).not.toBeNull();
    const daveId = dave?.id ?? '';
    // No token was kept for the account: nothing could have used one.
    expect(
      app.instance.db.prepare('SELECT COUNT(*) FROM access_tokens WHERE user_id = ?').pluck().get(daveId),
    ).toBe(0);

    const refused = await signin('dave');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('NOT_APPROVED');
    // A wrong password still gets the usual answer: a stranger learns nothing of the account.
    expect(errorOf(await signin('dave', 'not-the-password')).code).toBe('INCORRECT_CREDENTIALS');

    // Moderators see it waiting, with its reason.
    const pending = await ok<{ id: string }[]>('admin/show-users', mod, { state: 'pending' });
    expect(pending.map((u) => u.id)).toEqual([daveId]);
    expect(await ok<ShownUser>('admin/show-user', mod, { userId: daveId })).toMatchObject({
      approved: false,
      signupReason: 'I am Bob’s friend',
    });
    expect(await ok<ShownUser>('admin/show-user', mod, { userId: bob.id })).toMatchObject({
      approved: true,
      signupReason: null,
    });

    // Ordinary users cannot approve.
    expect(errorOf(await callAs(app, 'admin/approve-user', bob, { userId: daveId })).code).toBe(
      'ACCESS_DENIED',
    );
    expect((await callAs(app, 'admin/approve-user', null, { userId: daveId })).statusCode).toBe(401);
    await ok('admin/approve-user', mod, { userId: daveId });
    await ok('admin/approve-user', mod, { userId: daveId }); // a second time changes nothing

    expect(await ok('admin/show-users', mod, { state: 'pending' })).toEqual([]);
    const signedIn = await signin('dave');
    expect(signedIn.statusCode).toBe(200);
    const { i: token } = signedIn.json() as { i: string };
    expect(await ok('i', { id: daveId, username: 'dave', password: 'pw-secret-2', token })).toMatchObject({
      id: daveId,
      username: 'dave',
    });

    // One `approve` entry, by the moderator, about the account.
    const logs = await ok<{ type: string; userId: string; info: Record<string, unknown> }[]>(
      'admin/show-moderation-logs',
      admin,
      { type: 'approve' },
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userId: mod.id, info: { userId: daveId, userUsername: 'dave' } });
  });

  it('answers NO_SUCH_USER for an unknown account', async () => {
    const res = await callAs(app, 'admin/approve-user', mod, { userId: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('NO_SUCH_USER');
  });

  it('leaves sign-up as before while it is off, and turning it off approves nobody', async () => {
    const res = await api(app, 'signup', { username: 'erin', password: 'pw-secret-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'erin', token: expect.any(String) });

    await requireApproval(true);
    expect(
      (await api(app, 'signup', { username: 'dave', password: 'pw-secret-2', reason: 'hi' })).statusCode,
    ).toBe(204);
    await requireApproval(false);
    expect(errorOf(await signin('dave')).code).toBe('NOT_APPROVED');
  });
});
