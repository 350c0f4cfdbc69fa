import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

type Who = 'admin' | 'moderator' | 'user' | 'signedOut';
const staffOnly: Record<Who, boolean> = { admin: true, moderator: true, user: false, signedOut: false };
const adminOnly: Record<Who, boolean> = { admin: true, moderator: false, user: false, signedOut: false };

/** Each endpoint, who may call it (Misskey's requireModerator / requireAdmin) and its body. */
const matrix: [string, Record<Who, boolean>, () => Record<string, unknown>][] = [
  ['admin/show-users', staffOnly, () => ({})],
  ['admin/show-user', staffOnly, () => ({ userId: bob.id })],
  ['admin/update-user-note', staffOnly, () => ({ userId: bob.id, text: 'watch' })],
  ['admin/suspend-user', staffOnly, () => ({ userId: bob.id })],
  ['admin/unsuspend-user', staffOnly, () => ({ userId: bob.id })],
  ['admin/reset-password', staffOnly, () => ({ userId: bob.id })],
  ['admin/unset-user-avatar', staffOnly, () => ({ userId: bob.id })],
  ['admin/unset-user-banner', staffOnly, () => ({ userId: bob.id })],
  ['admin/delete-all-files-of-a-user', adminOnly, () => ({ userId: bob.id })],
  ['admin/show-moderation-logs', adminOnly, () => ({})],
  ['admin/delete-account', adminOnly, () => ({ userId: bob.id })],
];

describe('permission matrix', () => {
  for (const [endpoint, allowed, body] of matrix) {
    it(`${endpoint}: ${Object.keys(allowed)
      .filter((w) => allowed[w as Who])
      .join(' and ')} only`, async () => {
      const callers: Record<Who, TestAccount | null> = {
        admin,
        moderator: mod,
        user: carol,
        signedOut: null,
      };
      // The refused ones first: an allowed call may delete or suspend the target.
      for (const who of ['signedOut', 'user', 'moderator', 'admin'] as Who[]) {
        const res = await callAs(app, endpoint, callers[who], body());
        if (allowed[who]) {
          expect(res.statusCode, `${who}: ${res.body}`).toBeLessThan(300);
        } else {
          // This instance's commonErrors: 401 without a token, ACCESS_DENIED (400) for the rest.
          expect(res.statusCode, who).toBe(who === 'signedOut' ? 401 : 400);
          expect(errorOf(res).code).toBe(who === 'signedOut' ? 'CREDENTIAL_REQUIRED' : 'ACCESS_DENIED');
        }
      }
    });
  }

  it('answers NO_SUCH_USER for an unknown user and a 400 without userId', async () => {
    for (const [endpoint, , body] of matrix) {
      if (!('userId' in body())) continue;
      const unknown = await callAs(app, endpoint, admin, { ...body(), userId: 'nope' });
      expect(errorOf(unknown).code, endpoint).toBe('NO_SUCH_USER');
      const missing = await callAs(app, endpoint, admin, {});
      expect(missing.statusCode, endpoint).toBe(400);
    }
  });
});

describe('suspension', () => {
  it("refuses the user's token, closes their open stream and takes their notes off timelines until lifted", async () => {
    follow(app, carol, bob);
    const note = await post(app, bob, { text: 'before the suspension' });
    // The follower's home page is cached now: it must still lose the note.
    expect(await ids(app, 'notes/timeline', {}, carol)).toContain(note.id);
    expect(await ids(app, 'notes/local-timeline', {})).toContain(note.id);

    const baseUrl = await listen(app);
    const socket = await TestSocket.open(baseUrl, bob.token);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
    await socket.until(() => socket.raw.some((r) => r.includes('"connected"')), 'connected');

    await okAs(app, 'admin/suspend-user', mod, { userId: bob.id });

    await socket.until(() => socket.closeCode !== null, 'the stream to close');
    const refused = await callAs(app, 'i', bob);
    expect(errorOf(refused).code).toBe('YOUR_ACCOUNT_SUSPENDED');
    await expect(TestSocket.open(baseUrl, bob.token)).rejects.toThrow('HTTP 403');
    expect(await ids(app, 'notes/timeline', {}, carol)).not.toContain(note.id);
    expect(await ids(app, 'notes/local-timeline', {})).not.toContain(note.id);
    expect(await ids(app, 'notes/global-timeline', {})).not.toContain(note.id);

    const shown = await okAs<entities.AdminShowUserResponse>(app, 'admin/show-user', mod, { userId: bob.id });
    expect(shown.isSuspended).toBe(true);
    const suspended = await okAs<entities.UserDetailed[]>(app, 'admin/show-users', mod, {
      state: 'suspended',
    });
    expect(suspended.map((u) => u.username)).toEqual(['bob']);

    await okAs(app, 'admin/unsuspend-user', mod, { userId: bob.id });
    expect((await callAs(app, 'i', bob)).statusCode).toBe(200);
    expect(await ids(app, 'notes/timeline', {}, carol)).toContain(note.id);
    expect(await ids(app, 'notes/local-timeline', {})).toContain(note.id);

    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {},
    );
    expect(logs.map((l) => l.type)).toEqual(['unsuspend', 'suspend']);
    expect(logs[1]?.info).toEqual({ userId: bob.id, userUsername: 'bob', userHost: null });
    expect(logs[1]?.userId).toBe(mod.id);
    expect(logs[1]?.user.username).toBe('maya');
  });

  it('does not suspend a moderator or an administrator', async () => {
    for (const target of [admin, mod]) {
      const res = await callAs(app, 'admin/suspend-user', mod, { userId: target.id });
      expect(errorOf(res).code).toBe('CANNOT_SUSPEND_MODERATOR');
    }
    expect((await callAs(app, 'i', mod)).statusCode).toBe(200);
  });
});

describe('admin/show-users', () => {
  it('filters by state, username and sorts', async () => {
    await post(app, carol, { text: 'hello' });
    const names = async (params: Record<string, unknown>) =>
      (await okAs<entities.UserDetailed[]>(app, 'admin/show-users', mod, { limit: 100, ...params })).map(
        (u) => u.username,
      );
    expect(await names({})).toEqual(['alice', 'maya', 'bob', 'carol']);
    expect(await names({ state: 'admin' })).toEqual(['alice']);
    expect(await names({ state: 'moderator' })).toEqual(['maya']);
    expect(await names({ state: 'adminOrModerator' })).toEqual(['alice', 'maya']);
    expect(await names({ username: 'CA' })).toEqual(['carol']);
    expect(await names({ sort: '-createdAt', limit: 2 })).toEqual(['alice', 'maya']);
    expect(await names({ sort: '+createdAt', limit: 2 })).toEqual(['carol', 'bob']);
    expect(await names({ sort: '+lastActiveDate', limit: 1 })).toEqual(['carol']);
    expect(await names({ origin: 'remote' })).toEqual([]);
    // Longer than any name (and than the longest LIKE pattern SQLite takes): nobody, not a 500.
    expect(await names({ hostname: 'x'.repeat(60_000) })).toEqual([]);
    expect(await names({ username: 'c'.repeat(60_000) })).toEqual([]);
    const bad = await callAs(app, 'admin/show-users', mod, { state: 'sleeping' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin/show-user and admin/update-user-note', () => {
  it("tells the moderation note, roles and activity, and keeps the note's history in the log", async () => {
    await post(app, bob, { text: 'active' });
    await okAs(app, 'admin/update-user-note', mod, { userId: bob.id, text: 'spam last week' });
    const info = await okAs<entities.AdminShowUserResponse>(app, 'admin/show-user', mod, { userId: bob.id });
    expect(info.moderationNote).toBe('spam last week');
    expect(info.isModerator).toBe(false);
    expect(info.isSuspended).toBe(false);
    expect(info.lastActiveDate).not.toBeNull();
    expect(info.email).toBeNull();
    expect(info.roles).toEqual([]);
    const modInfo = await okAs<entities.AdminShowUserResponse>(app, 'admin/show-user', admin, {
      userId: mod.id,
    });
    expect(modInfo.isModerator).toBe(true);
    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        type: 'updateUserNote',
      },
    );
    expect(logs[0]?.info).toMatchObject({ userId: bob.id, before: '', after: 'spam last week' });
  });

  it("refuses a moderator the administrator's details", async () => {
    const res = await callAs(app, 'admin/show-user', mod, { userId: admin.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('ACCESS_DENIED');
  });
});

describe('admin/reset-password', () => {
  it('answers a new password once, which then signs in while the old one does not', async () => {
    const { password } = await okAs<{ password: string }>(app, 'admin/reset-password', mod, {
      userId: bob.id,
    });
    expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await api(app, 'signin-flow', { username: 'bob', password })).json()).toMatchObject({
      finished: true,
    });
    expect((await api(app, 'signin-flow', { username: 'bob', password: 'pw-secret' })).statusCode).not.toBe(
      200,
    );
    const denied = await callAs(app, 'admin/reset-password', mod, { userId: admin.id });
    expect(errorOf(denied).code).toBe('ACCESS_DENIED');
  });
});

describe('admin/delete-account', () => {
  it('removes the account with its notes and follows at once, and logs it', async () => {
    follow(app, carol, bob);
    const note = await post(app, bob, { text: 'bye' });
    await okAs(app, 'admin/delete-account', admin, { userId: bob.id });
    expect(app.instance.users.findById(bob.id)).toBeNull();
    expect(await ids(app, 'notes/local-timeline', {})).not.toContain(note.id);
    const carolNow = await okAs<entities.MeDetailed>(app, 'i', carol);
    expect(carolNow.followingCount).toBe(0);
    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        userId: admin.id,
      },
    );
    expect(logs.map((l) => [l.type, l.info])).toEqual([
      ['deleteAccount', { userId: bob.id, userUsername: 'bob', userHost: null }],
    ]);
    const self = await callAs(app, 'admin/delete-account', admin, { userId: admin.id });
    expect(errorOf(self).code).toBe('CANNOT_DELETE_SELF');
  });
});

describe('admin/show-moderation-logs', () => {
  it('pages newest first and filters by type, actor and words', async () => {
    await okAs(app, 'admin/update-user-note', mod, { userId: bob.id, text: 'first' });
    await okAs(app, 'admin/update-user-note', admin, { userId: carol.id, text: 'second' });
    await okAs(app, 'admin/suspend-user', admin, { userId: carol.id });
    const all = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {},
    );
    expect(all.map((l) => l.type)).toEqual(['suspend', 'updateUserNote', 'updateUserNote']);
    const byMod = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        userId: mod.id,
      },
    );
    expect(byMod.map((l) => l.info)).toEqual([expect.objectContaining({ after: 'first' })]);
    const words = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        search: 'CAROL',
      },
    );
    expect(words.map((l) => l.type)).toEqual(['suspend', 'updateUserNote']);
    const older = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        untilId: all[0]?.id,
        limit: 1,
      },
    );
    expect(older.map((l) => l.id)).toEqual([all[1]?.id]);
  });
});

describe('the moderation log of the other admin actions', () => {
  it('records roles, announcements, invitations and server settings with Misskey type names', async () => {
    const role = await okAs<entities.Role>(app, 'admin/roles/create', admin, {
      name: 'Helpers',
      policies: {},
    });
    await okAs(app, 'admin/roles/update', admin, { roleId: role.id, name: 'Helpers 2' });
    await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    await okAs(app, 'admin/roles/unassign', admin, { roleId: role.id, userId: bob.id });
    await okAs(app, 'admin/roles/delete', admin, { roleId: role.id });
    const ann = await okAs<{ id: string }>(app, 'admin/announcements/create', admin, {
      title: 'Hi',
      text: 'there',
      imageUrl: null,
    });
    await okAs(app, 'admin/announcements/update', admin, {
      id: ann.id,
      title: 'Hello',
      text: 'there',
      imageUrl: null,
    });
    await okAs(app, 'admin/announcements/delete', admin, { id: ann.id });
    await okAs(app, 'admin/invite/create', admin, { count: 2 });
    await okAs(app, 'admin/update-meta', admin, { description: 'Shiori test' });
    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        limit: 100,
      },
    );
    expect(logs.map((l) => l.type).reverse()).toEqual([
      'createRole',
      'updateRole',
      'assignRole',
      'unassignRole',
      'deleteRole',
      'createGlobalAnnouncement',
      'updateGlobalAnnouncement',
      'deleteGlobalAnnouncement',
      'createInvitation',
      'updateServerSettings',
    ]);
    const byType = new Map(logs.map((l) => [l.type, l.info as Record<string, unknown>]));
    expect(byType.get('assignRole')).toMatchObject({
      userId: bob.id,
      userUsername: 'bob',
      roleName: 'Helpers 2',
    });
    expect(byType.get('updateRole')).toMatchObject({
      before: { name: 'Helpers' },
      after: { name: 'Helpers 2' },
    });
    expect(byType.get('createInvitation')?.invitations).toHaveLength(2);
    expect(byType.get('updateServerSettings')).toMatchObject({ after: { description: 'Shiori test' } });
  });
});
