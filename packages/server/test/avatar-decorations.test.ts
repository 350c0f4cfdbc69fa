import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first account is an administrator
let mod: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

type Decoration = entities.AdminAvatarDecorationsCreateResponse;

function create(params: Record<string, unknown> = {}, who: TestAccount = admin): Promise<Decoration> {
  return okAs<Decoration>(app, 'admin/avatar-decorations/create', who, {
    name: 'Halo',
    description: 'A ring of light',
    url: 'https://example.com/halo.png',
    ...params,
  });
}

const own = (value: unknown) => ({ useDefault: false, priority: 0, value });

async function roleFor(user: TestAccount, policies: Record<string, unknown> = {}): Promise<entities.Role> {
  const role = await okAs<entities.Role>(app, 'admin/roles/create', admin, { name: 'Role', policies });
  await okAs(app, 'admin/roles/assign', admin, { roleId: role.id, userId: user.id });
  return role;
}

const decorationsOf = async (who: TestAccount) =>
  (await okAs<entities.MeDetailed>(app, 'i', who)).avatarDecorations;

describe('who may manage decorations', () => {
  it('answers administrators and holders of canManageAvatarDecorations; others get ROLE_PERMISSION_DENIED', async () => {
    const halo = await create();
    const calls: [string, Record<string, unknown>][] = [
      ['admin/avatar-decorations/list', {}],
      ['admin/avatar-decorations/create', { name: 'x', description: '', url: 'https://example.com/x.png' }],
      ['admin/avatar-decorations/update', { id: halo.id, name: 'Halo 2' }],
    ];
    for (const [endpoint, body] of calls) {
      expect((await callAs(app, endpoint, null, body)).statusCode, endpoint).toBe(401);
      // A moderator is not enough, as in Misskey (requireRolePolicy, which only administrators skip).
      for (const who of [mod, bob]) {
        const res = await callAs(app, endpoint, who, body);
        expect(errorOf(res).code, `${endpoint} ${who.username}`).toBe('ROLE_PERMISSION_DENIED');
        expect(res.statusCode).toBe(403);
      }
      const res = await callAs(app, endpoint, admin, body);
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBeLessThan(300);
    }
    await roleFor(bob, { canManageAvatarDecorations: own(true) });
    expect((await okAs<Decoration[]>(app, 'admin/avatar-decorations/list', bob)).length).toBe(2);
    await okAs(app, 'admin/avatar-decorations/delete', bob, { id: halo.id });
    expect(errorOf(await callAs(app, 'admin/avatar-decorations/delete', mod, { id: halo.id })).code).toBe(
      'ROLE_PERMISSION_DENIED',
    );
  });

  it("answers Misskey's shapes and logs each change with its info", async () => {
    const halo = await create({ category: 'Seasonal' });
    expect(halo).toMatchObject({
      name: 'Halo',
      description: 'A ring of light',
      url: 'https://example.com/halo.png',
      category: 'Seasonal',
      updatedAt: null,
      roleIdsThatCanBeUsedThisDecoration: [],
    });
    expect(Number.isNaN(Date.parse(halo.createdAt))).toBe(false);
    const res = await callAs(app, 'admin/avatar-decorations/update', admin, {
      id: halo.id,
      name: 'Big halo',
    });
    expect(res.statusCode).toBe(204);
    const [listed] = await okAs<Decoration[]>(app, 'admin/avatar-decorations/list', admin);
    expect(listed).toMatchObject({ id: halo.id, name: 'Big halo', description: 'A ring of light' });
    expect(listed?.updatedAt).not.toBeNull();
    await okAs(app, 'admin/avatar-decorations/delete', admin, { id: halo.id });
    expect(await okAs<Decoration[]>(app, 'admin/avatar-decorations/list', admin)).toEqual([]);
    const unknown = await callAs(app, 'admin/avatar-decorations/delete', admin, { id: halo.id });
    expect(errorOf(unknown).code).toBe('NO_SUCH_AVATAR_DECORATION');

    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        limit: 10,
      },
    );
    const byType = new Map(logs.map((l) => [l.type, l.info as Record<string, unknown>]));
    expect(byType.get('createAvatarDecoration')).toMatchObject({
      avatarDecorationId: halo.id,
      avatarDecoration: { name: 'Halo' },
    });
    expect(byType.get('updateAvatarDecoration')).toMatchObject({
      avatarDecorationId: halo.id,
      before: { name: 'Halo' },
      after: { name: 'Big halo' },
    });
    expect(byType.get('deleteAvatarDecoration')).toMatchObject({
      avatarDecorationId: halo.id,
      avatarDecoration: { name: 'Big halo' },
    });
  });
});

describe('wearing decorations', () => {
  it('get-avatar-decorations lists every decoration for anyone, with the roles that may use it', async () => {
    const role = await roleFor(carol);
    const halo = await create();
    const crown = await create({ name: 'Crown', roleIdsThatCanBeUsedThisDecoration: [role.id, 'gone-role'] });
    const listed = await okAs<entities.GetAvatarDecorationsResponse>(app, 'get-avatar-decorations', null);
    expect(listed.map((d) => [d.id, d.roleIdsThatCanBeUsedThisDecoration])).toEqual([
      [halo.id, []],
      // A role that does not exist restricts nothing.
      [crown.id, [role.id]],
    ]);
  });

  it('stores the placement, packs it on the user everywhere, and refuses placements out of bounds', async () => {
    const halo = await create();
    const me = await okAs<entities.MeDetailed>(app, 'i/update', bob, {
      avatarDecorations: [{ id: halo.id, angle: 0.25, flipH: true, offsetX: -0.1, offsetY: 0 }],
    });
    const packed = [
      { id: halo.id, url: 'https://example.com/halo.png', angle: 0.25, flipH: true, offsetX: -0.1 },
    ];
    expect(me.avatarDecorations).toEqual(packed);
    // On a note (UserLite) and on the profile, for someone else too.
    const note = await post(app, bob, { text: 'hello' });
    expect(note.user.avatarDecorations).toEqual(packed);
    const shown = await okAs<entities.UserDetailed>(app, 'users/show', carol, { userId: bob.id });
    expect(shown.avatarDecorations).toEqual(packed);
    // Outside Misskey's bounds (a half turn, a quarter of the avatar) is invalid.
    const tooFar = await callAs(app, 'i/update', bob, { avatarDecorations: [{ id: halo.id, offsetX: 0.3 }] });
    expect(errorOf(tooFar).code).toBe('INVALID_PARAM');
    // An empty list takes them off.
    await okAs(app, 'i/update', bob, { avatarDecorations: [] });
    expect(await decorationsOf(bob)).toEqual([]);
  });

  it('refuses more than avatarDecorationLimit with RESTRICTED_BY_ROLE, and a role can raise the limit', async () => {
    const halo = await create();
    const crown = await create({ name: 'Crown', url: 'https://example.com/crown.png' });
    const two = [{ id: halo.id }, { id: crown.id }];
    const refused = await callAs(app, 'i/update', bob, { avatarDecorations: two });
    expect(errorOf(refused)).toMatchObject({
      code: 'RESTRICTED_BY_ROLE',
      id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
    });
    expect(await decorationsOf(bob)).toEqual([]);
    await roleFor(bob, { avatarDecorationLimit: own(2) });
    await okAs(app, 'i/update', bob, { avatarDecorations: two });
    expect((await decorationsOf(bob)).map((d) => d.id)).toEqual([halo.id, crown.id]);
    // The base policy at 0 takes the choice away from everyone else.
    await setPolicies(app, admin, { avatarDecorationLimit: 0 });
    const none = await callAs(app, 'i/update', carol, { avatarDecorations: [{ id: halo.id }] });
    expect(errorOf(none).code).toBe('RESTRICTED_BY_ROLE');
  });

  it('drops decorations limited to roles the user does not hold, as Misskey does', async () => {
    const role = await roleFor(carol);
    const crown = await create({ name: 'Crown', roleIdsThatCanBeUsedThisDecoration: [role.id] });
    await okAs(app, 'i/update', bob, { avatarDecorations: [{ id: crown.id }] });
    expect(await decorationsOf(bob)).toEqual([]);
    await okAs(app, 'i/update', carol, { avatarDecorations: [{ id: crown.id }] });
    expect((await decorationsOf(carol)).map((d) => d.id)).toEqual([crown.id]);
    // Unknown ids are dropped too.
    await okAs(app, 'i/update', bob, { avatarDecorations: [{ id: 'nope' }] });
    expect(await decorationsOf(bob)).toEqual([]);
  });

  it('takes a deleted decoration off everyone who wore it, and follows a changed image', async () => {
    const halo = await create();
    await okAs(app, 'i/update', bob, { avatarDecorations: [{ id: halo.id }] });
    await okAs(app, 'admin/avatar-decorations/update', admin, {
      id: halo.id,
      url: 'https://example.com/v2.png',
    });
    expect(await decorationsOf(bob)).toEqual([{ id: halo.id, url: 'https://example.com/v2.png' }]);
    await okAs(app, 'admin/avatar-decorations/delete', admin, { id: halo.id });
    expect(await decorationsOf(bob)).toEqual([]);
    const rows = app.instance.db.prepare('SELECT COUNT(*) FROM user_avatar_decorations').pluck().get();
    expect(rows).toBe(0);
  });
});
