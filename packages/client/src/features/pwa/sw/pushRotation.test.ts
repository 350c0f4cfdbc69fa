import { describe, expect, it } from 'vitest';
import {
  type PushAccount,
  parsePushAccounts,
  type RotationDeps,
  rotateSubscription,
  type SubscriptionLike,
  updatePushAccounts,
} from './pushRotation';

const key = new Uint8Array([4, 1, 2, 3]).buffer;
const subscription = (
  endpoint: string,
  keys = { p256dh: 'P256-new', auth: 'AUTH-new' },
): SubscriptionLike => ({
  endpoint,
  options: { applicationServerKey: key },
  toJSON: () => ({ endpoint, keys }),
});

/** A browser that subscribes with whatever key it is given, and servers that record calls. */
function fakes(accounts: PushAccount[], refuse: (origin: string) => boolean = () => false) {
  const calls: [string, string, Record<string, unknown>][] = [];
  const subscribedWith: ArrayBuffer[] = [];
  const deps: RotationDeps = {
    subscribe: async (applicationServerKey) => {
      subscribedWith.push(applicationServerKey);
      return subscription('https://push.example/new');
    },
    accounts: async () => accounts,
    call: async (origin, endpoint, body) => {
      if (refuse(origin)) throw new Error('401');
      calls.push([origin, endpoint, body]);
    },
  };
  return { deps, calls, subscribedWith };
}

const alice = { origin: 'https://a.example', token: 'alice-token' };
const bob = { origin: 'https://b.example', token: 'bob-token' };

describe('rotateSubscription', () => {
  it('subscribes again with the old key and moves every account to the new endpoint', async () => {
    const { deps, calls, subscribedWith } = fakes([alice, bob]);
    const moved = await rotateSubscription(
      { oldSubscription: subscription('https://push.example/old') },
      deps,
    );
    expect(subscribedWith).toEqual([key]);
    expect(moved).toEqual([alice, bob]);
    expect(calls).toEqual([
      [
        alice.origin,
        'sw/register',
        {
          i: 'alice-token',
          endpoint: 'https://push.example/new',
          auth: 'AUTH-new',
          publickey: 'P256-new',
          sendReadMessage: true,
        },
      ],
      [alice.origin, 'sw/unregister', { i: 'alice-token', endpoint: 'https://push.example/old' }],
      [
        bob.origin,
        'sw/register',
        expect.objectContaining({ i: 'bob-token', endpoint: 'https://push.example/new' }),
      ],
      [bob.origin, 'sw/unregister', { i: 'bob-token', endpoint: 'https://push.example/old' }],
    ]);
  });

  it('uses the subscription the browser already made, and keeps going when one server refuses', async () => {
    const { deps, calls, subscribedWith } = fakes([alice, bob], (origin) => origin === alice.origin);
    const moved = await rotateSubscription(
      { oldSubscription: null, newSubscription: subscription('https://push.example/given') },
      deps,
    );
    expect(subscribedWith).toEqual([]);
    expect(moved).toEqual([bob]);
    expect(calls.map(([origin, endpoint, body]) => [origin, endpoint, body.endpoint])).toEqual([
      [bob.origin, 'sw/register', 'https://push.example/given'],
    ]);
  });

  it('does nothing without a key to subscribe with or without the new keys', async () => {
    const none = fakes([alice]);
    expect(await rotateSubscription({ oldSubscription: null, newSubscription: null }, none.deps)).toEqual([]);
    const keyless = fakes([alice]);
    const bare = subscription('https://push.example/bare', { p256dh: '', auth: '' });
    expect(await rotateSubscription({ newSubscription: bare }, keyless.deps)).toEqual([]);
    expect([...none.calls, ...keyless.calls]).toEqual([]);
  });
});

describe('the kept accounts', () => {
  it('adds an account once, removes it when push goes off, and reads back only accounts', () => {
    let kept = updatePushAccounts([], { ...alice, on: true });
    kept = updatePushAccounts(kept, { ...alice, on: true });
    kept = updatePushAccounts(kept, { ...bob, on: true });
    expect(kept).toEqual([alice, bob]);
    expect(updatePushAccounts(kept, { ...alice, on: false })).toEqual([bob]);
    expect(updatePushAccounts(kept, { origin: 'javascript:x', token: 't', on: true })).toEqual(kept);
    expect(parsePushAccounts(JSON.stringify([alice, { origin: 1 }, 'x', bob]))).toEqual([alice, bob]);
    expect(parsePushAccounts('not json')).toEqual([]);
    expect(parsePushAccounts(null)).toEqual([]);
  });
});
