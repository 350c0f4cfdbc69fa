import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.js';
import { listUserIps, recordCallerIp, recordUserIp } from '../src/services/moderation/user-ips.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
afterEach(() => app.close());

/** A signed-in call as `who`, arriving from `remoteAddress`. */
async function callFrom(who: TestAccount, remoteAddress: string, endpoint = 'i'): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    remoteAddress,
    payload: { i: who.token },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  app = await createTestApp(options);
  const admin = await signup(app, 'alice', 'pw-secret');
  const bob = await signup(app, 'bob', 'pw-secret');
  const maya = await signup(app, 'maya', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(maya.id);
  return { admin, bob, maya };
}

const ipsOf = (who: TestAccount, userId: string) =>
  okAs<{ ip: string; createdAt: string }[]>(app, 'admin/get-user-ips', who, { userId });

describe('enableIpLogging', () => {
  it('is off by default: neither sign-ups nor signed-in calls record an address', async () => {
    const { admin, bob } = await start();
    expect((await okAs<{ enableIpLogging: boolean }>(app, 'admin/meta', admin)).enableIpLogging).toBe(false);
    await callFrom(bob, '198.51.100.20');
    await callFrom(bob, '198.51.100.21', 'notes/timeline');
    // As Misskey, which writes addresses only behind enableIpLogging: not even the sign-up one.
    expect(await ipsOf(admin, bob.id)).toEqual([]);
    // On, a sign-up keeps its address (inject's default, 127.0.0.1).
    await okAs(app, 'admin/update-meta', admin, { enableIpLogging: true });
    const dan = await signup(app, 'dan', 'pw-secret');
    expect((await ipsOf(admin, dan.id)).map((row) => row.ip)).toEqual(['127.0.0.1']);
  });

  it('on, records each address a signed-in account calls from, once, newest first', async () => {
    const { admin, bob, maya } = await start();
    await okAs(app, 'admin/update-meta', admin, { enableIpLogging: true });
    expect((await okAs<{ enableIpLogging: boolean }>(app, 'admin/meta', admin)).enableIpLogging).toBe(true);
    await callFrom(bob, '198.51.100.20');
    await callFrom(bob, '198.51.100.20', 'notes/timeline');
    await callFrom(bob, '2001:db8::7');
    const ips = await ipsOf(admin, bob.id);
    // Bob signed up while it was off: his sign-up address was not kept.
    expect(ips.map((row) => row.ip)).toEqual(['2001:db8::7', '198.51.100.20']);
    expect(Date.parse(ips[0]?.createdAt ?? '')).not.toBeNaN();
    // A call that fails still came from there (as Misskey's, which logs before the call runs).
    const failed = await app.inject({
      method: 'POST',
      url: '/api/notes/show',
      remoteAddress: '203.0.113.5',
      payload: { i: bob.token, noteId: 'nothing' },
    });
    expect(failed.statusCode).toBe(400);
    expect((await ipsOf(admin, bob.id)).map((row) => row.ip)).toContain('203.0.113.5');
    // A signed-out call is nobody's.
    const before = app.instance.db.prepare('SELECT COUNT(*) AS n FROM user_ips').get() as { n: number };
    await app.inject({ method: 'POST', url: '/api/meta', remoteAddress: '203.0.113.9', payload: {} });
    expect(app.instance.db.prepare('SELECT COUNT(*) AS n FROM user_ips').get()).toEqual(before);

    // Off again: nothing more is recorded.
    await okAs(app, 'admin/update-meta', admin, { enableIpLogging: false });
    await callFrom(bob, '198.51.100.99');
    expect((await ipsOf(maya, bob.id)).map((row) => row.ip)).not.toContain('198.51.100.99');
  });

  it('writes a pair at most once an hour, and forgets addresses after 90 days', async () => {
    const { admin, bob } = await start();
    await okAs(app, 'admin/update-meta', admin, { enableIpLogging: true });
    const { instance } = app;
    const t0 = Date.parse('2030-01-01T00:00:00Z');
    const rows = () => listUserIps(instance, bob.id).filter((row) => row.ip === '198.51.100.30');
    recordCallerIp(instance, bob.id, '198.51.100.30', t0);
    expect(rows()).toEqual([{ ip: '198.51.100.30', createdAt: '2030-01-01T00:00:00.000Z' }]);
    // The row goes (as the 90-day clean-up would); within the hour the pair is not written again…
    instance.db.prepare('DELETE FROM user_ips WHERE ip = ?').run('198.51.100.30');
    recordCallerIp(instance, bob.id, '198.51.100.30', t0 + 59 * 60_000);
    expect(rows()).toEqual([]);
    // …after it, it is.
    recordCallerIp(instance, bob.id, '198.51.100.30', t0 + 61 * 60_000);
    expect(rows()).toHaveLength(1);
    // 90 days on, the next hourly check forgets it (and the sign-up address of 2026).
    recordCallerIp(instance, bob.id, '198.51.100.31', t0 + 91 * 24 * 3_600_000);
    expect(listUserIps(instance, bob.id).map((row) => row.ip)).toEqual(['198.51.100.31']);
  });

  it('is an administrator setting; the list is for moderators', async () => {
    const { admin, bob, maya } = await start();
    const byModerator = await callAs(app, 'admin/update-meta', maya, { enableIpLogging: true });
    expect(errorOf(byModerator).code).toBe('ACCESS_DENIED');
    expect((await okAs<{ enableIpLogging: boolean }>(app, 'admin/meta', admin)).enableIpLogging).toBe(false);
    recordUserIp(app.instance, bob.id, '198.51.100.40');
    expect(await ipsOf(maya, bob.id)).toHaveLength(1);
    expect(errorOf(await callAs(app, 'admin/get-user-ips', bob, { userId: bob.id })).code).toBe(
      'ACCESS_DENIED',
    );
    expect(errorOf(await callAs(app, 'admin/get-user-ips', null, { userId: bob.id })).code).toBe(
      'CREDENTIAL_REQUIRED',
    );
    expect(await ipsOf(admin, bob.id)).toHaveLength(1);
  });

  it('puts neither the address nor the token in the log beyond the request line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { admin, bob } = await start({ logger: { ...(loggerOptions('trace') as object), stream } });
    await okAs(app, 'admin/update-meta', admin, { enableIpLogging: true });
    await callFrom(bob, '198.51.100.77');
    expect((await ipsOf(admin, bob.id)).map((row) => row.ip)).toContain('198.51.100.77');
    const log = lines.join('');
    expect(log).not.toContain(bob.token);
    const mentions = lines.filter((line) => line.includes('198.51.100.77'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const line of mentions) expect(JSON.parse(line).req?.remoteAddress).toBe('198.51.100.77');
  });
});
