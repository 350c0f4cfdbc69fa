import { describe, expect, it } from 'vitest';
import { withRegistryUpdates } from './registryStream';
import type { RegistryUpdate } from './store';

type Handlers = { onMeUpdated(): void; onRegistryUpdated?(update: RegistryUpdate): void };

describe('withRegistryUpdates', () => {
  it('hands each registryUpdated to the settings store after the handlers given', () => {
    const order: string[] = [];
    let handed: Handlers | null = null;
    const connect = withRegistryUpdates(
      (_account: string, handlers: Handlers) => {
        handed = handlers;
        return 'connection';
      },
      { applyRegistryUpdate: (update) => order.push(`store:${update.key}`) },
    );
    expect(
      connect?.('alice', {
        onMeUpdated: () => {},
        onRegistryUpdated: (update) => order.push(`handler:${update.key}`),
      }),
    ).toBe('connection');
    (handed as Handlers | null)?.onRegistryUpdated?.({ scope: ['client'], key: 'memo', value: 'hi' });
    expect(order).toEqual(['handler:memo', 'store:memo']);
  });

  it('connects nothing without a connector (tests without a stream)', () => {
    expect(withRegistryUpdates(null, { applyRegistryUpdate: () => {} })).toBeNull();
  });
});
