import { describe, expect, it, vi } from 'vitest';
import type { ClickerStore } from './clickerStore';
import { acquireClickerStore } from './sharedStore';

const fakeStore = (): ClickerStore => ({
  getSnapshot: () => ({ status: 'loading', save: null }),
  subscribe: () => () => {},
  click: () => {},
  flush: () => {},
  dispose: vi.fn(),
});

describe('acquireClickerStore', () => {
  it('hands one store per owner to every user and disposes it when the last lets go', () => {
    const owner = {};
    const create = vi.fn(fakeStore);
    const first = acquireClickerStore(owner, create);
    const second = acquireClickerStore(owner, create);
    expect(second.store).toBe(first.store);
    expect(create).toHaveBeenCalledTimes(1);
    expect(acquireClickerStore({}, create).store).not.toBe(first.store);
    first.release();
    first.release();
    expect(first.store.dispose).not.toHaveBeenCalled();
    second.release();
    expect(first.store.dispose).toHaveBeenCalledTimes(1);
    expect(acquireClickerStore(owner, create).store).not.toBe(first.store);
  });
});
