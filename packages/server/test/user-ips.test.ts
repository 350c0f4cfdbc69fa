import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
afterEach(() => app.close());

/** Signs up from `remoteAddress`, with an X-Forwarded-For header naming another address. */
async function signupFrom(username: string, remoteAddress: string): Promise<TestAccount> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    remoteAddress,
    headers: { 'x-forwarded-for': '203.0.113.99' },
    payload: { username, password: 'pw-secret' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TestAccount;
}

async function start(trustProxy: boolean) {
  app = await createTestApp({
    config: { ...defaultConfig({ clientDist: '/nonexistent-client-dist' }), trustProxy },
  });
  const admin = await signup(app, 'alice', 'pw-secret');
  const moderator = await signup(app, 'maya', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(moderator.id);
  // Addresses are kept only while the instance logs them (Misskey's enableIpLogging).
  await okAs(app, 'admin/update-meta', admin, { enableIpLogging: true });
  return { admin, moderator };
}

describe('admin/get-user-ips', () => {
  it('lists the address an account signed up from, ignoring X-Forwarded-For without TRUST_PROXY', async () => {
    const { admin, moderator } = await start(false);
    const carol = await signupFrom('carol', '198.51.100.7');
    const ips = await okAs<{ ip: string; createdAt: string }[]>(app, 'admin/get-user-ips', admin, {
      userId: carol.id,
    });
    expect(ips).toEqual([{ ip: '198.51.100.7', createdAt: expect.any(String) }]);
    expect(Date.parse(ips[0]?.createdAt ?? '')).not.toBeNaN();
    // Misskey opens the endpoint to moderators (its web client shows the list to administrators only).
    expect(await okAs(app, 'admin/get-user-ips', moderator, { userId: carol.id })).toHaveLength(1);
    expect(errorOf(await callAs(app, 'admin/get-user-ips', carol, { userId: carol.id })).code).toBe(
      'ACCESS_DENIED',
    );
  });

  it('takes the forwarded address behind a trusted proxy', async () => {
    const { admin } = await start(true);
    const carol = await signupFrom('carol', '127.0.0.1');
    expect(await okAs(app, 'admin/get-user-ips', admin, { userId: carol.id })).toEqual([
      { ip: '203.0.113.99', createdAt: expect.any(String) },
    ]);
  });
});
