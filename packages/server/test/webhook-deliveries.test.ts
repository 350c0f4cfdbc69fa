import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { setSystemWebhookRetryDelays, systemWebhooksIdle } from '../src/services/system-webhooks/index.js';
import { webhookQueue } from '../src/services/webhooks/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

interface Job {
  id: string;
  name: string;
  data: Record<string, unknown>;
  opts: Record<string, unknown>;
  attempts: number;
  isFailed: boolean;
  failedReason: string;
}

let db: Database;
let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;
let receiver: WebhookReceiver;

async function startApp(): Promise<void> {
  app = await createTestApp({
    db,
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', webhookLoopback: true }),
  });
  await app.ready();
}

beforeEach(async () => {
  db = openDatabase(':memory:');
  receiver = await startWebhookReceiver();
  await startApp();
  admin = await signup(app, 'root_admin', 'pw-secret');
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await webhookQueue(app.instance).idle();
  await systemWebhooksIdle(app.instance);
  await app.close();
  db.close();
  await receiver.close();
});

const jobsOf = (queue: string, state: string[]) =>
  okAs<Job[]>(app, 'admin/queue/jobs', admin, { queue, state });
const countsOf = async (queue: string) =>
  (await okAs<{ name: string; counts: Record<string, number> }[]>(app, 'admin/queue/queues', admin)).find(
    (q) => q.name === queue,
  )?.counts;

describe('user webhook deliveries in the userWebhookDeliver queue', () => {
  it('lists a delivery that failed every attempt with its reason, without the secret, and retries it', async () => {
    webhookQueue(app.instance).setRetryDelays([10, 10]);
    const hook = await okAs<{ id: string }>(app, 'i/webhooks/create', alice, {
      name: 'hook',
      url: receiver.url,
      secret: 'hook-secret-value',
      on: ['note'],
    });
    receiver.answers.push(500, 500, 500);
    await post(app, alice, { text: 'hello hooks' });
    await webhookQueue(app.instance).idle();

    const [job] = await jobsOf('userWebhookDeliver', ['failed']);
    expect(job).toMatchObject({
      name: hook.id,
      attempts: 3,
      opts: { attempts: 3 },
      isFailed: true,
      failedReason: 'HTTP 500',
      data: { type: 'note', webhookId: hook.id, userId: alice.id, to: receiver.url },
    });
    expect(job?.data.content).toMatchObject({ note: { text: 'hello hooks' } });
    expect(JSON.stringify(job)).not.toContain('hook-secret-value');
    expect(await countsOf('userWebhookDeliver')).toMatchObject({ failed: 1, completed: 0, active: 0 });

    // Retried, the same event (the same eventId) is sent again and delivered.
    expect(
      (await callAs(app, 'admin/queue/retry-job', admin, { queue: 'userWebhookDeliver', jobId: job?.id }))
        .statusCode,
    ).toBe(204);
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((r) => r.body.eventId)).size).toBe(1);
    expect(await countsOf('userWebhookDeliver')).toMatchObject({ failed: 0, completed: 1 });
    expect(
      errorOf(
        await callAs(app, 'admin/queue/retry-job', admin, { queue: 'userWebhookDeliver', jobId: job?.id }),
      ).code,
    ).toBe('CANNOT_RETRY_JOB');

    // A finished delivery can be removed; a deleted webhook's failed delivery cannot be retried.
    expect(
      (await callAs(app, 'admin/queue/remove-job', admin, { queue: 'userWebhookDeliver', jobId: job?.id }))
        .statusCode,
    ).toBe(204);
    receiver.answers.push(404);
    await post(app, alice, { text: 'once more' });
    await webhookQueue(app.instance).idle();
    const [refused] = await jobsOf('userWebhookDeliver', ['failed']);
    expect(refused).toMatchObject({ attempts: 1, failedReason: 'HTTP 404' });
    await okAs(app, 'i/webhooks/delete', alice, { webhookId: hook.id });
    expect(
      errorOf(
        await callAs(app, 'admin/queue/retry-job', admin, {
          queue: 'userWebhookDeliver',
          jobId: refused?.id,
        }),
      ).code,
    ).toBe('CANNOT_RETRY_JOB');
  });

  it('keeps its counts across a restart, and a delivery waiting for its retry is failed as interrupted', async () => {
    await okAs(app, 'i/webhooks/create', alice, { name: 'hook', url: receiver.url, on: ['note'] });
    await post(app, alice, { text: 'delivered' });
    await webhookQueue(app.instance).idle();
    // The next one is answered 503 and waits a minute for its second attempt when the app stops.
    receiver.answers.push(503);
    await post(app, alice, { text: 'cut off' });
    await expect.poll(async () => (await countsOf('userWebhookDeliver'))?.delayed).toBe(1);
    await app.close();

    await startApp();
    expect(await countsOf('userWebhookDeliver')).toMatchObject({ completed: 1, failed: 1, delayed: 0 });
    const [job] = await jobsOf('userWebhookDeliver', ['failed']);
    expect(job).toMatchObject({ failedReason: 'interrupted', attempts: 1 });
  });
});

describe('admin/queue/promote-jobs for the webhook queues', () => {
  it('sends a user webhook delivery waiting for its retry at once, and leaves the other queue alone', async () => {
    // The retry would wait an hour: only the promotion can make it happen within the test.
    webhookQueue(app.instance).setRetryDelays([3_600_000]);
    setSystemWebhookRetryDelays(app.instance, [3_600_000]);
    await okAs(app, 'i/webhooks/create', alice, { name: 'hook', url: receiver.url, on: ['note'] });
    await okAs(app, 'admin/system-webhook/create', admin, {
      isActive: true,
      name: 'sign-ups',
      on: ['userCreated'],
      url: receiver.url,
    });
    receiver.answers.push(503, 503);
    await post(app, alice, { text: 'retry me' });
    await signup(app, 'carol', 'pw-secret');
    await expect.poll(async () => (await countsOf('userWebhookDeliver'))?.delayed).toBe(1);
    await expect.poll(async () => (await countsOf('systemWebhookDeliver'))?.delayed).toBe(1);
    expect(receiver.received).toHaveLength(2);

    // A moderator may promote; an ordinary user may not.
    expect(
      errorOf(await callAs(app, 'admin/queue/promote-jobs', alice, { queue: 'userWebhookDeliver' })).code,
    ).toBe('ACCESS_DENIED');
    expect(
      (await callAs(app, 'admin/queue/promote-jobs', admin, { queue: 'userWebhookDeliver' })).statusCode,
    ).toBe(204);
    await webhookQueue(app.instance).idle();
    expect(await countsOf('userWebhookDeliver')).toMatchObject({ delayed: 0, completed: 1, failed: 0 });
    const [done] = await jobsOf('userWebhookDeliver', ['completed']);
    expect(done).toMatchObject({ attempts: 2 });
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.at(-1)?.body.type).toBe('note');
    // The system webhook's retry still waits until its own queue is promoted.
    expect(await countsOf('systemWebhookDeliver')).toMatchObject({ delayed: 1 });

    expect(
      (await callAs(app, 'admin/queue/promote-jobs', admin, { queue: 'systemWebhookDeliver' })).statusCode,
    ).toBe(204);
    await systemWebhooksIdle(app.instance);
    expect(await countsOf('systemWebhookDeliver')).toMatchObject({ delayed: 0, completed: 1 });
    expect(receiver.received.at(-1)?.body.type).toBe('userCreated');
    expect(receiver.received).toHaveLength(4);
  });

  it('refuses a queue Misskey does not have', async () => {
    expect(errorOf(await callAs(app, 'admin/queue/promote-jobs', admin, { queue: 'webhooks' })).code).toBe(
      'INVALID_PARAM',
    );
  });
});

describe('system webhook deliveries in the systemWebhookDeliver queue', () => {
  it('lists a failed userCreated delivery and retries it', async () => {
    setSystemWebhookRetryDelays(app.instance, [10, 10]);
    const hook = await okAs<{ id: string }>(app, 'admin/system-webhook/create', admin, {
      isActive: true,
      name: 'sign-ups',
      on: ['userCreated'],
      url: receiver.url,
      secret: 'system-secret-value',
    });
    receiver.answers.push(503, 503, 503);
    const carol = await signup(app, 'carol', 'pw-secret');
    await systemWebhooksIdle(app.instance);
    const [job] = await jobsOf('systemWebhookDeliver', ['failed']);
    expect(job).toMatchObject({
      name: hook.id,
      attempts: 3,
      failedReason: 'HTTP 503',
      data: { type: 'userCreated', webhookId: hook.id, to: receiver.url },
    });
    expect(job?.data).not.toHaveProperty('userId');
    expect(job?.data.content).toMatchObject({ id: carol.id });
    expect(JSON.stringify(job)).not.toContain('system-secret-value');

    expect(
      (await callAs(app, 'admin/queue/retry-job', admin, { queue: 'systemWebhookDeliver', jobId: job?.id }))
        .statusCode,
    ).toBe(204);
    await systemWebhooksIdle(app.instance);
    expect(await countsOf('systemWebhookDeliver')).toMatchObject({ failed: 0, completed: 1 });
    expect(
      await okAs<{ latestStatus: number }>(app, 'admin/system-webhook/show', admin, { id: hook.id }),
    ).toMatchObject({ latestStatus: 200 });
  });
});
