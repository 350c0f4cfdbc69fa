import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let mod: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  await signup(app, 'alice', 'pw-secret'); // the first user is the admin
  mod = await signup(app, 'maya', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});

afterEach(async () => {
  await app.close();
});

const list = () => okAs<entities.AdminRelaysListResponse>(app, 'admin/relays/list', mod);

describe('admin/relays/*', () => {
  it('records a relay as requesting (nothing is sent from here), lists it and removes it', async () => {
    expect(await list()).toEqual([]);
    const relay = await okAs<entities.AdminRelaysAddResponse>(app, 'admin/relays/add', mod, {
      inbox: 'https://relay.example/inbox',
    });
    expect(relay).toEqual({
      id: expect.any(String),
      inbox: 'https://relay.example/inbox',
      status: 'requesting',
    });
    // The same inbox again is the same relay, not a second one.
    expect(await okAs(app, 'admin/relays/add', mod, { inbox: 'https://relay.example/inbox' })).toEqual(relay);
    const other = await okAs<entities.AdminRelaysAddResponse>(app, 'admin/relays/add', mod, {
      inbox: 'https://other.example/inbox',
    });
    expect(await list()).toEqual([relay, other]);

    const removed = await callAs(app, 'admin/relays/remove', mod, { inbox: relay.inbox });
    expect(removed.statusCode).toBe(204);
    expect(await list()).toEqual([other]);
    const again = await callAs(app, 'admin/relays/remove', mod, { inbox: relay.inbox });
    expect(errorOf(again).code).toBe('INVALID_PARAM');
    expect(await list()).toEqual([other]);
  });

  it("takes only an https inbox, with Misskey's INVALID_URL", async () => {
    for (const inbox of ['http://relay.example/inbox', 'relay.example/inbox', 'javascript:alert(1)', '']) {
      const res = await callAs(app, 'admin/relays/add', mod, { inbox });
      expect(res.statusCode, inbox).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_URL', id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c' });
    }
    expect(await list()).toEqual([]);
  });
});
