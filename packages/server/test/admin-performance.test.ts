import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first account is the admin

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const ok = <T = unknown>(endpoint: string, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, admin, body);

const identicon = (acct: string) => app.inject({ method: 'GET', url: `/identicon/${acct}` });

describe('performance and other settings', () => {
  it("answer Misskey's defaults, and keep what the panel saves", async () => {
    expect(await ok('admin/meta')).toMatchObject({
      enableIdenticonGeneration: true,
      enableChartsForRemoteUser: true,
      enableChartsForFederatedInstances: true,
      enableStatsForFederatedInstances: true,
      enableFanoutTimeline: true,
      enableFanoutTimelineDbFallback: true,
      perLocalUserUserTimelineCacheMax: 300,
      perRemoteUserUserTimelineCacheMax: 100,
      perUserHomeTimelineCacheMax: 300,
      perUserListTimelineCacheMax: 300,
      enableReactionsBuffering: false,
    });
    const changed = {
      enableChartsForRemoteUser: false,
      enableChartsForFederatedInstances: false,
      enableStatsForFederatedInstances: false,
      enableFanoutTimeline: false,
      enableFanoutTimelineDbFallback: false,
      perLocalUserUserTimelineCacheMax: 50,
      perRemoteUserUserTimelineCacheMax: 20,
      perUserHomeTimelineCacheMax: 40,
      perUserListTimelineCacheMax: 30,
      enableReactionsBuffering: true,
    };
    await ok('admin/update-meta', changed);
    expect(await ok('admin/meta')).toMatchObject({ ...changed, enableIdenticonGeneration: true });
  });

  it('draw identicons only while enableIdenticonGeneration is on; otherwise one plain avatar for all', async () => {
    const [alice, bob] = [await identicon('alice'), await identicon('bob')];
    expect(alice.statusCode).toBe(200);
    expect(alice.headers['content-type']).toContain('image/svg+xml');
    expect(alice.body).not.toBe(bob.body);

    await ok('admin/update-meta', { enableIdenticonGeneration: false });
    expect(await ok('admin/meta')).toMatchObject({ enableIdenticonGeneration: false });
    const [plainAlice, plainBob] = [await identicon('alice'), await identicon('bob')];
    expect(plainAlice.statusCode).toBe(200);
    expect(plainAlice.headers['content-type']).toContain('image/svg+xml');
    expect(plainAlice.body).toBe(plainBob.body);
    expect(plainAlice.body).not.toBe(alice.body);

    await ok('admin/update-meta', { enableIdenticonGeneration: true });
    expect((await identicon('alice')).body).toBe(alice.body);
  });
});
