import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MainStreamMessage } from '../src/services/event-bus.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
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
  await app.close();
});

async function call(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) {
  return api(app, endpoint, who ? { i: who.token, ...body } : body);
}

async function ok<T = unknown>(endpoint: string, who: TestAccount, body: Record<string, unknown> = {}) {
  const res = await call(endpoint, who, body);
  if (res.statusCode >= 300) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : res.json()) as T;
}

/** What Misskey's own admin page sends when creating a role. */
function misskeyCreateParams(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Supporters',
    description: 'People who keep the lights on',
    color: '#3cb371',
    iconUrl: null,
    target: 'manual',
    condFormula: { id: 'x', type: 'isLocal' },
    isPublic: true,
    isModerator: false,
    isAdministrator: false,
    isExplorable: false,
    asBadge: false,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
    ...overrides,
  };
}

async function createRole(overrides: Record<string, unknown> = {}) {
  return ok<entities.Role>('admin/roles/create', admin, misskeyCreateParams(overrides));
}

describe('admin/roles/create, list, show, update, delete', () => {
  it('creates a role from the parameters a Misskey admin client sends and answers a Role', async () => {
    const role = await createRole();
    expect(role).toMatchObject({
      name: 'Supporters',
      description: 'People who keep the lights on',
      color: '#3cb371',
      iconUrl: null,
      isPublic: true,
      target: 'manual',
      isModerator: false,
      isAdministrator: false,
      policies: {},
      usersCount: 0,
    });
    expect(typeof role.id).toBe('string');
    expect(await ok('admin/roles/show', mod, { roleId: role.id })).toEqual(role);
    expect(await ok<entities.Role[]>('admin/roles/list', mod)).toEqual([role]);
  });

  it('takes just a name too, with a private role as the default', async () => {
    const role = await ok<entities.Role>('admin/roles/create', admin, { name: 'Quiet' });
    expect(role).toMatchObject({
      name: 'Quiet',
      description: '',
      color: null,
      iconUrl: null,
      isPublic: false,
    });
  });

  it('refuses an empty name, a colour that is not hex and an icon that is not http(s)', async () => {
    for (const [params, param] of [
      [{ name: '   ' }, 'name'],
      [{ color: 'red; background: url(x)' }, 'color'],
      [{ iconUrl: 'javascript:alert(1)' }, 'iconUrl'],
    ] as const) {
      const res = await call('admin/roles/create', admin, misskeyCreateParams(params));
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
    }
    expect(await ok<entities.Role[]>('admin/roles/list', admin)).toEqual([]);
  });

  it('updates the given fields only', async () => {
    const role = await createRole();
    await ok('admin/roles/update', admin, { roleId: role.id, name: 'Patrons', isPublic: false });
    expect(await ok('admin/roles/show', admin, { roleId: role.id })).toMatchObject({
      name: 'Patrons',
      isPublic: false,
      color: '#3cb371',
    });
  });

  it('deletes a role with its assignments', async () => {
    const role = await createRole();
    await ok('admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    await ok('admin/roles/delete', admin, { roleId: role.id });
    expect(await ok<entities.MeDetailed>('i', bob)).toMatchObject({ roles: [] });
    expect(await ok('admin/roles/list', admin)).toEqual([]);
  });

  it("answers each endpoint's NO_SUCH_ROLE with Misskey's id", async () => {
    for (const [endpoint, id] of [
      ['admin/roles/show', '07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3'],
      ['admin/roles/update', 'cd23ef55-09ad-428a-ac61-95a45e124b32'],
      ['admin/roles/delete', 'de0d6ecd-8e0a-4253-88ff-74bc89ae3d45'],
      ['admin/roles/assign', '6503c040-6af4-4ed9-bf07-f2dd16678eab'],
      ['admin/roles/unassign', '6e519036-a70d-4c76-b679-bc8fb18194e2'],
    ] as const) {
      const res = await call(endpoint, admin, { roleId: 'nope', userId: bob.id });
      expect(errorOf(res), endpoint).toMatchObject({ code: 'NO_SUCH_ROLE', id });
    }
  });
});

describe('who may manage roles', () => {
  it('gives a plain user and a signed-out visitor nothing', async () => {
    const role = await createRole();
    const params = { roleId: role.id, userId: bob.id, name: 'x' };
    for (const endpoint of [
      'admin/roles/create',
      'admin/roles/list',
      'admin/roles/show',
      'admin/roles/update',
      'admin/roles/delete',
      'admin/roles/assign',
      'admin/roles/unassign',
    ]) {
      const res = await call(endpoint, bob, params);
      expect(errorOf(res), endpoint).toMatchObject({
        code: 'ACCESS_DENIED',
        id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e',
      });
      expect((await call(endpoint, null, params)).statusCode, endpoint).toBe(401);
    }
    expect(await ok('admin/roles/show', admin, { roleId: role.id })).toMatchObject({ name: 'Supporters' });
  });

  it('lets a moderator read roles but leaves creating, deleting and members to admins', async () => {
    const role = await createRole();
    expect(await ok<entities.Role[]>('admin/roles/list', mod)).toHaveLength(1);
    expect(errorOf(await call('admin/roles/create', mod, misskeyCreateParams())).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/roles/delete', mod, { roleId: role.id })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call('admin/roles/assign', mod, { roleId: role.id, userId: bob.id }))).toMatchObject(
      {
        code: 'ACCESS_DENIED',
        id: '25b5bc31-dc79-4ebd-9bd2-c84978fd052c',
      },
    );
    expect(
      errorOf(await call('admin/roles/unassign', mod, { roleId: role.id, userId: bob.id })),
    ).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '24636eee-e8c1-493e-94b2-e16ad401e262',
    });
  });
});

describe('admin/roles/assign and unassign', () => {
  it('assigns once and unassigns once, with Misskey errors otherwise', async () => {
    const role = await createRole();
    await ok('admin/roles/assign', admin, { roleId: role.id, userId: bob.id, expiresAt: null });
    expect(await ok('admin/roles/show', admin, { roleId: role.id })).toMatchObject({ usersCount: 1 });
    expect(
      errorOf(await call('admin/roles/assign', admin, { roleId: role.id, userId: bob.id })),
    ).toMatchObject({
      code: 'ALREADY_ASSIGNED',
      id: '67d8689c-25c6-435f-8ced-631e4b81fce1',
    });
    expect(
      errorOf(await call('admin/roles/assign', admin, { roleId: role.id, userId: 'nobody' })),
    ).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '558ea170-f653-4700-94d0-5a818371d0df',
    });

    await ok('admin/roles/unassign', admin, { roleId: role.id, userId: bob.id });
    expect(
      errorOf(await call('admin/roles/unassign', admin, { roleId: role.id, userId: bob.id })),
    ).toMatchObject({
      code: 'NOT_ASSIGNED',
      id: 'b9060ac7-5c94-4da4-9f55-2047c953df44',
    });
    expect(
      errorOf(await call('admin/roles/unassign', admin, { roleId: role.id, userId: 'nobody' })),
    ).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '2b730f78-1179-461b-88ad-d24c9af1a5ce',
    });
  });

  it('ignores an assignment that has already expired', async () => {
    const role = await createRole();
    await ok('admin/roles/assign', admin, { roleId: role.id, userId: bob.id, expiresAt: Date.now() - 1000 });
    expect(await ok('admin/roles/show', admin, { roleId: role.id })).toMatchObject({ usersCount: 0 });
  });

  it('tells the user’s open sessions their new roles (meUpdated)', async () => {
    const role = await createRole();
    const seen: MainStreamMessage[] = [];
    const off = app.instance.events.onMainStream(bob.id, (m) => seen.push(m));
    await ok('admin/roles/assign', admin, { roleId: role.id, userId: bob.id });
    await ok('admin/roles/unassign', admin, { roleId: role.id, userId: bob.id });
    off();
    expect(seen.map((m) => [m.type, (m.body as entities.MeDetailed).roles.map((r) => r.name)])).toEqual([
      ['meUpdated', ['Supporters']],
      ['meUpdated', []],
    ]);
  });
});

describe('roles on users', () => {
  it('shows a user all their own roles in i, and only public ones to others', async () => {
    const pub = await createRole({ name: 'Supporters', isPublic: true });
    const secret = await createRole({ name: 'Testers', isPublic: false });
    await ok('admin/roles/assign', admin, { roleId: pub.id, userId: bob.id });
    await ok('admin/roles/assign', admin, { roleId: secret.id, userId: bob.id });

    const me = await ok<entities.MeDetailed>('i', bob);
    expect(me.roles.map((r) => r.id)).toEqual([pub.id, secret.id]);
    expect(me.roles[0]).toEqual({
      id: pub.id,
      name: 'Supporters',
      color: '#3cb371',
      iconUrl: null,
      description: 'People who keep the lights on',
      isModerator: false,
      isAdministrator: false,
      displayOrder: 0,
    });
    const self = await ok<entities.UserDetailed>('users/show', bob, { userId: bob.id });
    expect(self.roles.map((r) => r.id)).toEqual([pub.id, secret.id]);

    for (const viewer of [admin, null]) {
      const res = await call('users/show', viewer, { userId: bob.id });
      expect((res.json() as entities.UserDetailed).roles.map((r) => r.id)).toEqual([pub.id]);
    }
  });

  it('offers the emojiPickerProfileLimit policy', async () => {
    expect(await ok<entities.MeDetailed>('i', bob)).toMatchObject({
      policies: { emojiPickerProfileLimit: 6 },
    });
  });
});
