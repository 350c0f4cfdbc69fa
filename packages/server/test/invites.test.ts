import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first account is the admin
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
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

const ROLE_PERMISSION_DENIED = '7f86f06f-7e15-4057-8561-f4b6d4ac755a';

describe('invite codes', () => {
  it('are refused without canInvite (Misskey ROLE_PERMISSION_DENIED), but not to admins', async () => {
    for (const endpoint of ['invite/create', 'invite/list', 'invite/limit']) {
      const res = await call(endpoint, bob);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'ROLE_PERMISSION_DENIED', id: ROLE_PERMISSION_DENIED });
    }
    expect((await call('invite/delete', bob, { inviteId: 'x' })).statusCode).toBe(403);
    expect((await call('invite/create', null)).statusCode).toBe(401);
    await ok('invite/create', admin);
  });

  it('creates, lists and deletes codes with the Misskey shape, expiry from inviteExpirationTime', async () => {
    await setPolicies(app, admin, { canInvite: true, inviteExpirationTime: 60 });
    const before = Date.now();
    const code = await ok<entities.InviteCode>('invite/create', bob);
    expect(Object.keys(code).sort()).toEqual(
      ['code', 'createdAt', 'createdBy', 'expiresAt', 'id', 'usedAt', 'usedBy', 'used'].sort(),
    );
    expect(code).toMatchObject({ createdBy: { id: bob.id }, usedBy: null, usedAt: null, used: false });
    expect(code.code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    const expires = Date.parse(code.expiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expires).toBeLessThan(Date.now() + 61 * 60_000);

    const second = await ok<entities.InviteCode>('invite/create', bob);
    expect(second.code).not.toBe(code.code);
    expect((await ok<entities.InviteCode[]>('invite/list', bob)).map((c) => c.id)).toEqual([
      second.id,
      code.id,
    ]);
    expect(await ok<entities.InviteCode[]>('invite/list', bob, { limit: 1 })).toHaveLength(1);
    // Paging as Misskey does: before untilId newest first, after sinceId oldest first.
    expect(
      (await ok<entities.InviteCode[]>('invite/list', bob, { untilId: second.id })).map((c) => c.id),
    ).toEqual([code.id]);
    const third = await ok<entities.InviteCode>('invite/create', bob);
    expect(
      (await ok<entities.InviteCode[]>('invite/list', bob, { sinceId: code.id })).map((c) => c.id),
    ).toEqual([second.id, third.id]);
    await ok('invite/delete', bob, { inviteId: third.id });
    expect(await ok<entities.InviteCode[]>('invite/list', carol)).toEqual([]);

    // Someone else's code: ACCESS_DENIED; an unknown one: NO_SUCH_INVITE_CODE.
    expect(errorOf(await call('invite/delete', carol, { inviteId: code.id })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('invite/delete', bob, { inviteId: 'nope' })).code).toBe('NO_SUCH_INVITE_CODE');
    expect((await call('invite/delete', bob, {})).statusCode).toBe(400);
    await ok('invite/delete', bob, { inviteId: code.id });
    expect((await ok<entities.InviteCode[]>('invite/list', bob)).map((c) => c.id)).toEqual([second.id]);
  });

  it('never expire when inviteExpirationTime is 0', async () => {
    await setPolicies(app, admin, { canInvite: true });
    expect((await ok<entities.InviteCode>('invite/create', bob)).expiresAt).toBeNull();
  });

  it('count against inviteLimit within inviteLimitCycle, and invite/limit tells what is left', async () => {
    await setPolicies(app, admin, { canInvite: true, inviteLimit: 0 });
    expect(await ok('invite/limit', bob)).toEqual({ remaining: null });

    await setPolicies(app, admin, { inviteLimit: 2, inviteLimitCycle: 60 });
    expect(await ok('invite/limit', bob)).toEqual({ remaining: 2 });
    await ok('invite/create', bob);
    await ok('invite/create', bob);
    expect(await ok('invite/limit', bob)).toEqual({ remaining: 0 });
    const res = await call('invite/create', bob);
    expect(errorOf(res)).toMatchObject({
      code: 'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
      id: '8b165dd3-6f37-4557-8db1-73175d63c641',
    });
    // Carol has her own budget; deleting a code does not give one back (creation is counted).
    expect(await ok('invite/limit', carol)).toEqual({ remaining: 2 });
    // Codes made before the cycle started no longer count.
    app.instance.db
      .prepare('UPDATE registration_tickets SET created_at = ?')
      .run(new Date(Date.now() - 61 * 60_000).toISOString());
    expect(await ok('invite/limit', bob)).toEqual({ remaining: 2 });
  });

  it('admin/invite/create and list: moderators only, codes belong to nobody', async () => {
    expect(errorOf(await call('admin/invite/create', bob)).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/invite/list', bob)).code).toBe('ACCESS_DENIED');
    const made = await ok<entities.InviteCode[]>('admin/invite/create', admin, {
      count: 3,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(made).toHaveLength(3);
    expect(made[0]).toMatchObject({ createdBy: null, expiresAt: '2099-01-01T00:00:00.000Z', used: false });
    expect(errorOf(await call('admin/invite/create', admin, { expiresAt: 'soon' })).code).toBe(
      'INVALID_DATE_TIME',
    );
    expect((await call('admin/invite/create', admin, { count: 101 })).statusCode).toBe(400);
    const listed = await ok<entities.InviteCode[]>('admin/invite/list', admin, { type: 'unused' });
    expect(listed.map((c) => c.id).sort()).toEqual(made.map((c) => c.id).sort());
    expect(await ok('admin/invite/list', admin, { type: 'used' })).toEqual([]);
    expect((await call('admin/invite/list', admin, { type: 'fresh' })).statusCode).toBe(400);
  });
});

describe('sign-up with registration closed', () => {
  const closeRegistration = () => ok('admin/update-meta', admin, { disableRegistration: true });

  it('is only for admins to switch, and meta reports it', async () => {
    expect(errorOf(await call('admin/update-meta', bob, { disableRegistration: true })).code).toBe(
      'ACCESS_DENIED',
    );
    expect(await ok('meta', null)).toMatchObject({
      disableRegistration: false,
      features: { registration: true },
    });
    await closeRegistration();
    expect(await ok('meta', null)).toMatchObject({
      disableRegistration: true,
      features: { registration: false },
    });
    expect(await ok('meta', null, { detail: false })).toMatchObject({ disableRegistration: true });
  });

  it('needs a code, takes it once, and marks who used it', async () => {
    await closeRegistration();
    const [code] = await ok<entities.InviteCode[]>('admin/invite/create', admin);
    if (!code) throw new Error('no code');

    const missing = await api(app, 'signup', { username: 'dave', password: 'pw-secret' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('INVITATION_CODE_REQUIRED');
    const wrong = await api(app, 'signup', {
      username: 'dave',
      password: 'pw-secret',
      invitationCode: 'WRONG',
    });
    expect(errorOf(wrong).code).toBe('INVALID_INVITATION_CODE');

    const res = await api(app, 'signup', {
      username: 'dave',
      password: 'pw-secret',
      invitationCode: code.code,
    });
    expect(res.statusCode).toBe(200);
    const dave = res.json() as { id: string };
    const [used] = await ok<entities.InviteCode[]>('admin/invite/list', admin);
    expect(used).toMatchObject({ id: code.id, used: true, usedBy: { id: dave.id, username: 'dave' } });
    expect(used?.usedAt).not.toBeNull();

    const again = await api(app, 'signup', {
      username: 'erin',
      password: 'pw-secret',
      invitationCode: code.code,
    });
    expect(errorOf(again)).toMatchObject({ code: 'INVALID_INVITATION_CODE', info: { reason: 'used' } });
    // A used code cannot be deleted by its maker, only by staff.
    expect((await ok<entities.InviteCode[]>('admin/invite/list', admin, { type: 'used' })).length).toBe(1);
  });

  it('refuses an expired code, and keeps a code when the sign-up fails for another reason', async () => {
    await closeRegistration();
    const [expired] = await ok<entities.InviteCode[]>('admin/invite/create', admin, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const res = await api(app, 'signup', {
      username: 'dave',
      password: 'pw-secret',
      invitationCode: expired?.code,
    });
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_INVITATION_CODE', info: { reason: 'expired' } });

    const [fresh] = await ok<entities.InviteCode[]>('admin/invite/create', admin);
    const taken = await api(app, 'signup', {
      username: 'bob',
      password: 'pw-secret',
      invitationCode: fresh?.code,
    });
    expect(errorOf(taken).code).toBe('USED_USERNAME');
    const retry = await api(app, 'signup', {
      username: 'dave',
      password: 'pw-secret',
      invitationCode: fresh?.code,
    });
    expect(retry.statusCode).toBe(200);
  });

  it("lets a member's own code in, which they then cannot delete", async () => {
    await closeRegistration();
    await setPolicies(app, admin, { canInvite: true });
    const code = await ok<entities.InviteCode>('invite/create', bob);
    await ok('signup', null, { username: 'dave', password: 'pw-secret', invitationCode: code.code });
    const res = await call('invite/delete', bob, { inviteId: code.id });
    expect(errorOf(res)).toMatchObject({
      code: 'CAN_NOT_DELETE_INVITE_CODE',
      id: 'ff17af39-000c-4d4e-abdf-848fa30fc1ce',
    });
    expect((await ok<entities.InviteCode[]>('invite/list', bob))[0]).toMatchObject({ used: true });
    await ok('invite/delete', admin, { inviteId: code.id });
  });

  it('ignores a code while registration is open', async () => {
    const res = await api(app, 'signup', { username: 'dave', password: 'pw-secret', invitationCode: 'ANY' });
    expect(res.statusCode).toBe(200);
  });
});
