import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MainStreamMessage } from '../src/services/event-bus.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first account is an administrator
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const own = (value: unknown, priority = 0) => ({ useDefault: false, priority, value });

async function createRole(params: Record<string, unknown>) {
  return okAs<entities.Role>(app, 'admin/roles/create', admin, { name: 'Role', ...params });
}

const policiesOfBob = async () => (await okAs<entities.MeDetailed>(app, 'i', bob)).policies;

describe('roles set policies', () => {
  it('a conditional role (notes ≥ 1) takes public notes away once its condition holds', async () => {
    await createRole({
      target: 'conditional',
      condFormula: { id: 'c', type: 'notesMoreThanOrEq', value: 1 },
      policies: { canPublicNote: own(false) },
    });
    expect((await policiesOfBob()).canPublicNote).toBe(true);
    expect((await post(app, bob, { text: 'first', visibility: 'public' })).visibility).toBe('public');
    expect((await policiesOfBob()).canPublicNote).toBe(false);
    expect((await post(app, bob, { text: 'second', visibility: 'public' })).visibility).toBe('home');
    // Someone the condition does not hold for keeps the default.
    expect((await post(app, mod, { text: 'hello', visibility: 'public' })).visibility).toBe('public');
  });

  it('tells open sessions at once when a role’s policies change (meUpdated with the new policies)', async () => {
    const role = await createRole({ target: 'conditional', condFormula: { id: 'c', type: 'isLocal' } });
    const seen: MainStreamMessage[] = [];
    const off = app.instance.events.onMainStream(bob.id, (m) => seen.push(m));
    await okAs(app, 'admin/roles/update', admin, {
      roleId: role.id,
      policies: { canPublicNote: own(false) },
    });
    off();
    const last = seen.filter((m) => m.type === 'meUpdated').at(-1)?.body as entities.MeDetailed | undefined;
    expect(last?.policies.canPublicNote).toBe(false);
  });

  it('ends a timed assignment at its time: the role’s policies and membership go', async () => {
    const role = await createRole({ policies: { clipLimit: own(99) } });
    await okAs(app, 'admin/roles/assign', admin, {
      roleId: role.id,
      userId: bob.id,
      expiresAt: Date.now() + 60_000,
    });
    expect((await policiesOfBob()).clipLimit).toBe(99);
    const members = await okAs<{ user: { id: string }; expiresAt: string | null }[]>(
      app,
      'admin/roles/users',
      mod,
      {
        roleId: role.id,
      },
    );
    expect(members.map((m) => m.user.id)).toEqual([bob.id]);
    expect(members[0]?.expiresAt).not.toBeNull();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    expect((await policiesOfBob()).clipLimit).toBe(10);
    expect(await okAs(app, 'admin/roles/show', admin, { roleId: role.id })).toMatchObject({ usersCount: 0 });
    expect(await okAs(app, 'admin/roles/users', mod, { roleId: role.id })).toEqual([]);
    // An expired assignment is renewed by a new assign, as in Misskey.
    await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    expect((await policiesOfBob()).clipLimit).toBe(99);
  });
});

describe('roles make moderators and administrators', () => {
  it('a moderator role opens moderator endpoints; an administrator role admin ones too', async () => {
    expect(errorOf(await callAs(app, 'admin/roles/list', bob)).code).toBe('ACCESS_DENIED');
    const modRole = await createRole({ isModerator: true });
    await okAs(app, 'admin/roles/assign', admin, { roleId: modRole.id, userId: bob.id });
    expect(await okAs<entities.MeDetailed>(app, 'i', bob)).toMatchObject({
      isModerator: true,
      isAdmin: false,
    });
    expect(await okAs<entities.Role[]>(app, 'admin/roles/list', bob)).toHaveLength(1);
    expect(errorOf(await callAs(app, 'admin/roles/create', bob, { name: 'x' })).code).toBe('ACCESS_DENIED');

    const adminRole = await createRole({ isAdministrator: true });
    await okAs(app, 'admin/roles/assign', admin, { roleId: adminRole.id, userId: bob.id });
    expect(await okAs<entities.MeDetailed>(app, 'i', bob)).toMatchObject({
      isModerator: true,
      isAdmin: true,
    });
    expect(await okAs(app, 'admin/roles/create', bob, { name: 'made by bob' })).toMatchObject({
      name: 'made by bob',
    });
  });
});

describe('permissions of the roles endpoints (Misskey’s)', () => {
  type Who = 'admin' | 'moderator' | 'user' | 'signedOut';
  /** The answer each caller gets: 'ok', or the error code. */
  const matrix: [endpoint: string, expected: Record<Who, string>][] = [
    [
      'admin/roles/list',
      { admin: 'ok', moderator: 'ok', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/show',
      { admin: 'ok', moderator: 'ok', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/users',
      { admin: 'ok', moderator: 'ok', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/create',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/update',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/update-default-policies',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    // Members of a role without canEditMembersByModerator: admins only.
    [
      'admin/roles/assign',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/unassign',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
    [
      'admin/roles/delete',
      { admin: 'ok', moderator: 'ACCESS_DENIED', user: 'ACCESS_DENIED', signedOut: 'CREDENTIAL_REQUIRED' },
    ],
  ];

  it.each(matrix)('%s', async (endpoint, expected) => {
    const target = await signup(app, 'target', 'pw-secret');
    for (const who of ['signedOut', 'user', 'moderator', 'admin'] as const) {
      const role = await createRole({ name: `for ${who}` });
      if (endpoint === 'admin/roles/unassign')
        await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: target.id });
      const caller = { admin, moderator: mod, user: bob, signedOut: null }[who];
      const res = await callAs(app, endpoint, caller, {
        roleId: role.id,
        userId: target.id,
        name: 'renamed',
        policies: {},
      });
      const got = res.statusCode < 300 ? 'ok' : errorOf(res).code;
      expect(got, `${endpoint} as ${who}`).toBe(expected[who]);
    }
  });

  it('lets moderators change members of a role with canEditMembersByModerator', async () => {
    const role = await createRole({ canEditMembersByModerator: true });
    await okAs(app, 'admin/roles/assign', mod, { roleId: role.id, userId: bob.id });
    expect(await okAs(app, 'admin/roles/show', mod, { roleId: role.id })).toMatchObject({ usersCount: 1 });
    await okAs(app, 'admin/roles/unassign', mod, { roleId: role.id, userId: bob.id });
    expect(await okAs(app, 'admin/roles/show', mod, { roleId: role.id })).toMatchObject({ usersCount: 0 });
  });

  it('stores and answers every field of Misskey’s Role, and refuses a bad formula or policy', async () => {
    const role = await createRole({
      target: 'conditional',
      condFormula: { id: 'a', type: 'and', values: [{ id: 'b', type: 'isLocal' }] },
      isPublic: true,
      isModerator: true,
      isAdministrator: false,
      isExplorable: true,
      asBadge: true,
      canEditMembersByModerator: true,
      displayOrder: 3,
      policies: { clipLimit: own(20, 1) },
    });
    expect(await okAs(app, 'admin/roles/show', admin, { roleId: role.id })).toMatchObject({
      target: 'conditional',
      condFormula: { type: 'and', values: [{ type: 'isLocal' }] },
      isPublic: true,
      isModerator: true,
      isExplorable: true,
      asBadge: true,
      canEditMembersByModerator: true,
      displayOrder: 3,
      policies: { clipLimit: { useDefault: false, priority: 1, value: 20 } },
    });
    const badFormula = await callAs(app, 'admin/roles/update', admin, {
      roleId: role.id,
      condFormula: { id: 'x', type: 'isAlien' },
    });
    expect(errorOf(badFormula)).toMatchObject({ code: 'INVALID_PARAM' });
    const badPolicy = await callAs(app, 'admin/roles/update', admin, {
      roleId: role.id,
      policies: { clipLimit: own('lots') },
    });
    expect(errorOf(badPolicy)).toMatchObject({ code: 'INVALID_PARAM' });
  });
});

describe('badge roles on packed users', () => {
  it('shows a badge role on its members’ notes, highest display order first, and drops it when unassigned', async () => {
    const note = await post(app, bob, { text: 'hi', visibility: 'public' });
    const low = await createRole({
      name: 'Low',
      asBadge: true,
      displayOrder: 1,
      iconUrl: 'https://example.com/a.png',
    });
    const high = await createRole({ name: 'High', asBadge: true, displayOrder: 5 });
    await createRole({ name: 'Hidden', asBadge: false });
    const badgesOnNote = async () =>
      (await okAs<entities.Note>(app, 'notes/show', mod, { noteId: note.id })).user.badgeRoles?.map(
        (r) => r.name,
      );
    expect(await badgesOnNote()).toEqual([]);
    for (const role of [low, high])
      await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    expect(await badgesOnNote()).toEqual(['High', 'Low']);
    await okAs(app, 'admin/roles/unassign', admin, { roleId: high.id, userId: bob.id });
    expect(await badgesOnNote()).toEqual(['Low']);
    await okAs(app, 'admin/roles/update', admin, { roleId: low.id, asBadge: false });
    expect(await badgesOnNote()).toEqual([]);
  });
});
