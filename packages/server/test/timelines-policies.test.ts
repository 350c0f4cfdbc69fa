import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

// This instance has no roles yet: the policies that turn timelines off are simulated here.
vi.mock('../src/services/policies.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/services/policies.js')>();
  return {
    ...original,
    defaultPolicies: () => ({ ...original.defaultPolicies(), ltlAvailable: false, gtlAvailable: false }),
  };
});

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('timeline policies', () => {
  it('answers LTL_DISABLED, STL_DISABLED and GTL_DISABLED as Misskey does', async () => {
    expect(errorOf(await api(app, 'notes/local-timeline', { i: alice.token }))).toMatchObject({
      code: 'LTL_DISABLED',
      id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
    });
    expect(errorOf(await api(app, 'notes/hybrid-timeline', { i: alice.token }))).toMatchObject({
      code: 'STL_DISABLED',
      id: '620763f4-f621-4533-ab33-0577a1a3c342',
    });
    expect(errorOf(await api(app, 'notes/global-timeline', {}))).toMatchObject({
      code: 'GTL_DISABLED',
      id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
    });
    expect((await api(app, 'notes/timeline', { i: alice.token })).statusCode).toBe(200);
  });

  it('delivers nothing on disabled streaming timelines', async () => {
    const base = await listen(app);
    const socket = await TestSocket.open(base, alice.token);
    for (const channel of ['localTimeline', 'hybridTimeline', 'globalTimeline', 'homeTimeline']) {
      socket.send({ type: 'connect', body: { channel, id: channel, params: {} } });
    }
    await new Promise((r) => setTimeout(r, 100));
    await api(app, 'notes/create', { i: alice.token, text: 'hello' });
    await socket.until(() => socket.channelMessages('homeTimeline', 'note').length === 1, 'home note');
    await new Promise((r) => setTimeout(r, 150));
    expect(socket.channelMessages('localTimeline')).toEqual([]);
    expect(socket.channelMessages('hybridTimeline')).toEqual([]);
    expect(socket.channelMessages('globalTimeline')).toEqual([]);
    socket.close();
  });
});
