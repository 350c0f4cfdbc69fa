import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { queueStats, serverStats } from '../src/services/server-stats/index.js';
import { setSystemWebhookRetryDelays, systemWebhooksIdle } from '../src/services/system-webhooks/index.js';
import { webhookQueue } from '../src/services/webhooks/queue.js';
import { createAntenna } from './antenna-helpers.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { api, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

type QueueFigures = entities.QueueStats['deliver'];
type LocalQueueStats = entities.QueueStats & Record<string, QueueFigures>;

let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  // A real data folder, so the disk figures describe a real file system.
  ({ app } = await createDriveApp());
  admin = await signup(app, 'dana', 'dana-password');
  alice = await signup(app, 'alice', 'alice-password');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
});

async function open(token?: string): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, token);
  sockets.push(socket);
  return socket;
}

function connect(socket: TestSocket, channel: string, id: string): void {
  socket.send({ type: 'connect', body: { channel, id, params: {}, pong: true } });
}

const enableMachineStats = (enabled: boolean) =>
  okAs(app, 'admin/update-meta', admin, { enableServerMachineStats: enabled });

describe('server-info', () => {
  it('describes nothing until an administrator allows it, as Misskey', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/server-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      machine: '?',
      cpu: { model: '?', cores: 0 },
      mem: { total: 0 },
      fs: { total: 0, used: 0 },
    });
    expect(
      errorOf(await api(app, 'admin/update-meta', { i: alice.token, enableServerMachineStats: true })).code,
    ).toBe('ACCESS_DENIED');
  });

  it('then tells anyone the machine’s name, processor, memory and disk', async () => {
    await enableMachineStats(true);
    const info = (
      await app.inject({ method: 'GET', url: '/api/server-info' })
    ).json() as entities.ServerInfoResponse;
    expect(info.machine).toBe(os.hostname());
    expect(info.cpu.cores).toBe(os.cpus().length);
    expect(info.cpu.model).toBe(os.cpus()[0]?.model.trim());
    expect(info.mem.total).toBe(os.totalmem());
    expect(info.fs.total).toBeGreaterThan(0);
    expect(info.fs.used).toBeGreaterThan(0);
    expect(info.fs.used).toBeLessThanOrEqual(info.fs.total);
  });
});

describe('the serverStats channel', () => {
  it('sends the machine’s figures every 2 s and its history on requestLog', async () => {
    await enableMachineStats(true);
    const socket = await open();
    connect(socket, 'serverStats', 's');
    await socket.until(() => socket.channelMessages('s', 'stats').length >= 1, 'stats', 8000);
    const [first] = socket.channelMessages('s', 'stats') as entities.ServerStats[];
    expect(first?.cpu).toBeGreaterThanOrEqual(0);
    expect(first?.cpu).toBeLessThanOrEqual(1);
    expect(first?.mem.used).toBeGreaterThan(0);
    expect(first?.mem.used).toBeLessThanOrEqual(os.totalmem());
    expect(first?.mem.active).toBeGreaterThan(0);
    for (const figure of [first?.net.rx, first?.net.tx, first?.fs.r, first?.fs.w])
      expect(figure).toBeGreaterThanOrEqual(0);

    socket.send({ type: 'ch', body: { id: 's', type: 'requestLog', body: { id: 'log1', length: 1 } } });
    await socket.until(() => socket.channelMessages('s', 'statsLog').length > 0, 'statsLog');
    const [log] = socket.channelMessages('s', 'statsLog') as entities.ServerStatsLog[];
    // The newest sample only (the log is newest first).
    expect(log).toEqual([socket.channelMessages('s', 'stats').at(-1)]);
  });

  it('sends nothing while machine stats are off', async () => {
    const socket = await open();
    connect(socket, 'serverStats', 's');
    connect(socket, 'queueStats', 'q');
    socket.send({ type: 'ch', body: { id: 's', type: 'requestLog', body: { id: 'log1', length: 10 } } });
    // Four queue samples (one at once, then one a second) take 3 s, long enough for a server
    // sample (every 2 s) had one been due.
    await socket.until(() => socket.channelMessages('q', 'stats').length >= 4, 'four queue stats', 8000);
    expect(socket.channelMessages('s')).toEqual([]);
  });

  it('samples only while someone is subscribed', async () => {
    await enableMachineStats(true);
    const sampler = serverStats(app.instance);
    expect(sampler.sampling).toBe(false);
    const socket = await open();
    connect(socket, 'serverStats', 's');
    await eventually(() => sampler.sampling, 'sampling starts');
    socket.send({ type: 'disconnect', body: { id: 's' } });
    await eventually(() => !sampler.sampling, 'sampling stops after disconnect');

    const again = await open();
    connect(again, 'serverStats', 's2');
    await eventually(() => sampler.sampling, 'sampling starts again');
    again.close();
    await eventually(() => !sampler.sampling, 'sampling stops when the socket closes');
  });
});

describe('the queueStats channel', () => {
  async function watchQueues(): Promise<{ socket: TestSocket; latest: () => LocalQueueStats[] }> {
    const socket = await open();
    connect(socket, 'queueStats', 'q');
    await socket.until(() => socket.channelMessages('q', 'stats').length >= 1, 'queue stats');
    return { socket, latest: () => socket.channelMessages('q', 'stats') as LocalQueueStats[] };
  }
  const idle = { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 };

  it('answers Misskey’s deliver and inbox (zero: no federation) beside this instance’s queues', async () => {
    const { socket, latest } = await watchQueues();
    const [first] = latest();
    expect(first).toEqual({
      deliver: idle,
      inbox: idle,
      userWebhookDeliver: idle,
      systemWebhookDeliver: idle,
      scheduledNote: idle,
      thumbnail: idle,
      antenna: idle,
      sensitiveDetection: idle,
    });
    socket.send({ type: 'ch', body: { id: 'q', type: 'requestLog', body: { id: 'x', length: 50 } } });
    await socket.until(() => socket.channelMessages('q', 'statsLog').length > 0, 'statsLog');
    const [log] = socket.channelMessages('q', 'statsLog') as LocalQueueStats[][];
    expect(log?.length).toBeGreaterThanOrEqual(1);
    expect(log?.[0]).toEqual(latest().at(-1));
  });

  it('counts scheduled notes waiting for their time, and the one published', async () => {
    const { latest } = await watchQueues();
    const scheduled = await api(app, 'notes/create', {
      i: alice.token,
      text: 'later',
      schedule: { scheduledAt: Date.now() + 1500 },
    });
    expect(scheduled.statusCode).toBe(200);
    await eventually(() => latest().at(-1)?.scheduledNote?.delayed === 1, 'a delayed scheduled note');
    await eventually(
      () => latest().some((stats) => stats.scheduledNote?.activeSincePrevTick === 1),
      'the scheduled note published',
    );
    await eventually(() => latest().at(-1)?.scheduledNote?.delayed === 0, 'no note left waiting');
  });

  it('counts thumbnails made and notes matched against antennas', async () => {
    const { latest } = await watchQueues();
    await upload(app, alice, { name: 'photo.png', bytes: await image('png', 64, 48), type: 'image/png' });
    await eventually(
      () => latest().some((stats) => stats.thumbnail?.activeSincePrevTick === 1),
      'a thumbnail job',
    );
    expect(latest().every((stats) => stats.antenna?.activeSincePrevTick === 0)).toBe(true);

    await createAntenna(app, admin);
    await post(app, alice, { text: 'a cat' });
    await eventually(
      () => latest().some((stats) => stats.antenna?.activeSincePrevTick === 1),
      'an antenna job',
    );
  });

  it('counts webhook delivery attempts, and a retry waiting as delayed', async () => {
    // An app of its own that may deliver to loopback, and a receiver failing the first attempt.
    const hooks = await createTestApp({
      config: defaultConfig({ clientDist: '/nonexistent-client-dist', webhookLoopback: true }),
    });
    const statuses = [500];
    const receiver = createServer((req, res) => {
      req.resume().on('end', () => {
        res.statusCode = statuses.shift() ?? 200;
        res.end();
      });
    });
    try {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const { port } = receiver.address() as AddressInfo;
      webhookQueue(hooks.instance).setRetryDelays([1500]);
      const bob = await signup(hooks, 'bob', 'bob-password');
      await okAs(hooks, 'i/webhooks/create', bob, {
        name: 'h',
        url: `http://127.0.0.1:${port}/`,
        on: ['note'],
      });
      const socket = await TestSocket.open(await listen(hooks));
      sockets.push(socket);
      connect(socket, 'queueStats', 'q');
      await socket.until(() => socket.channelMessages('q', 'stats').length >= 1, 'queue stats');
      const latest = () => socket.channelMessages('q', 'stats') as LocalQueueStats[];
      await post(hooks, bob, { text: 'hello' });
      await eventually(() => latest().at(-1)?.userWebhookDeliver?.delayed === 1, 'a retry waiting');
      await eventually(() => latest().at(-1)?.userWebhookDeliver?.delayed === 0, 'the retry made');
      const started = latest().reduce(
        (sum, stats) => sum + (stats.userWebhookDeliver?.activeSincePrevTick ?? 0),
        0,
      );
      expect(started).toBe(2);

      // A system webhook's delivery is counted in its own queue, its retry waiting as delayed.
      setSystemWebhookRetryDelays(hooks.instance, [1500]);
      await okAs(hooks, 'admin/system-webhook/create', bob, {
        isActive: true,
        name: 's',
        on: ['userCreated'],
        url: `http://127.0.0.1:${port}/`,
      });
      statuses.push(500);
      await signup(hooks, 'carol', 'carol-password');
      await eventually(() => latest().at(-1)?.systemWebhookDeliver?.delayed === 1, 'a system retry waiting');
      await eventually(() => latest().at(-1)?.systemWebhookDeliver?.delayed === 0, 'the system retry made');
      expect(
        latest().reduce((sum, stats) => sum + (stats.systemWebhookDeliver?.activeSincePrevTick ?? 0), 0),
      ).toBe(2);
      await systemWebhooksIdle(hooks.instance);
    } finally {
      receiver.close();
      await hooks.close();
    }
  });

  it('stops sampling when its last subscriber leaves', async () => {
    const sampler = queueStats(app.instance);
    const { socket } = await watchQueues();
    expect(sampler.sampling).toBe(true);
    socket.send({ type: 'disconnect', body: { id: 'q' } });
    await eventually(() => !sampler.sampling, 'sampling stops');
  });
});
