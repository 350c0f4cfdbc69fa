import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '../src/api/admin-endpoint-list.js';
import { endpoints } from '../src/api/endpoint-list.js';
import { callAs, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

// The permission matrix of the control panel's endpoints, read from their metas: nobody signed
// out, no ordinary user, and no moderator on an administrators' one gets past the access check
// (which runs before the parameters are looked at, so an empty body is enough to ask).
let app: FastifyInstance;
let moderator: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  await signup(app, 'alice', 'pw-secret'); // the first account is the administrator
  moderator = await signup(app, 'maya', 'pw-secret');
  user = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(moderator.id);
});
afterAll(() => app.close());

/**
 * The admin/* endpoints a role policy opens instead of staff (Misskey's requireRolePolicy:
 * canManageCustomEmojis, canManageAvatarDecorations; their own tests check it) and the first
 * account's set-up, which needs no one signed in while the instance has no account.
 */
const NOT_STAFF_ONLY = /^admin\/(emoji|avatar-decorations)\/|^admin\/accounts\/create$/;
const staffOnly = endpoints.filter((e) => e.name.startsWith('admin/') && !NOT_STAFF_ONLY.test(e.name));

describe('admin endpoints', () => {
  it('are each for moderators or administrators only, but for the policy-gated ones and set-up', () => {
    expect(staffOnly.length).toBeGreaterThan(40);
    for (const e of staffOnly)
      expect(Boolean(e.meta.requireModerator || e.meta.requireAdmin), e.name).toBe(true);
    expect(adminEndpoints.map((e) => e.name)).toEqual(expect.arrayContaining(staffOnly.map((e) => e.name)));
  });

  it.each(staffOnly.map((e) => [e.name, Boolean(e.meta.requireAdmin)] as const))(
    '%s refuses the signed-out, ordinary users and (admin only: %s) moderators',
    async (name, adminOnly) => {
      expect((await callAs(app, name, null, {})).statusCode).toBe(401);
      expect(errorOf(await callAs(app, name, user, {})).code).toBe('ACCESS_DENIED');
      if (adminOnly) expect(errorOf(await callAs(app, name, moderator, {})).code).toBe('ACCESS_DENIED');
    },
  );
});
