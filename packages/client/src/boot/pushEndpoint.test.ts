import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPushEndpoint, PUSH_LOOKUP_LIMIT_MS } from './pushEndpoint';

const withEndpoint = (endpoint: string) =>
  ({
    getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ endpoint }) } }),
  }) as unknown as ServiceWorkerContainer;

describe('currentPushEndpoint', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the subscription of the registered worker', async () => {
    await expect(currentPushEndpoint(withEndpoint('https://push.example/1'))).resolves.toBe(
      'https://push.example/1',
    );
  });

  it('answers null without service workers, or when the lookup fails', async () => {
    await expect(currentPushEndpoint(undefined)).resolves.toBeNull();
    const failing = { getRegistration: () => Promise.reject(new Error('no')) };
    await expect(currentPushEndpoint(failing)).resolves.toBeNull();
  });

  it('gives up on a worker that never answers, so sign-out goes on', async () => {
    vi.useFakeTimers();
    const silent = { getRegistration: () => new Promise<undefined>(() => {}) };
    const answer = currentPushEndpoint(silent);
    await vi.advanceTimersByTimeAsync(PUSH_LOOKUP_LIMIT_MS);
    await expect(answer).resolves.toBeNull();
  });
});
