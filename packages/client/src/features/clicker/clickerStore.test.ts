import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClickerRegistry, createClickerStore } from './clickerStore';
import { type ClickerSave, newClickerSave, readClickerSave } from './saveData';

function fakeRegistry(initial: unknown | 'missing') {
  const writes: ClickerSave[] = [];
  const registry: ClickerRegistry = {
    get: () =>
      initial === 'missing'
        ? Promise.reject(Object.assign(new Error('no key'), { code: 'NO_SUCH_KEY' }))
        : Promise.resolve(structuredClone(initial)),
    set: async (value) => {
      writes.push(structuredClone(value));
    },
  };
  return { registry, writes };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('readClickerSave', () => {
  it("turns Misskey's version 1 save into version 2, its cookies becoming the totals", () => {
    expect(readClickerSave({ gameVersion: 1, cookies: 12, clicked: 15 })).toEqual({
      ...newClickerSave(),
      cookies: 12,
      totalCookies: 12,
      totalHandmadeCookies: 12,
      clicked: 15,
    });
  });

  it('keeps fields it does not know and refuses what is no save', () => {
    const save = { ...newClickerSave(), cookies: 3, facilities: [{ id: 'oven' }], extra: true };
    expect(readClickerSave(save)).toEqual(save);
    expect(readClickerSave('cookies')).toBeNull();
    expect(readClickerSave({ gameVersion: 9 })).toBeNull();
  });
});

describe('createClickerStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a new game when the account never played, and saves it at once', async () => {
    const { registry, writes } = fakeRegistry('missing');
    const store = createClickerStore(registry, 1000);
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'ready', save: newClickerSave() });
    expect(writes).toEqual([newClickerSave()]);
  });

  it('saves a burst of clicks once, a second after the last', async () => {
    const { registry, writes } = fakeRegistry({ ...newClickerSave(), cookies: 5, totalCookies: 5 });
    const store = createClickerStore(registry, 1000);
    await settle();
    expect(writes).toEqual([]);
    store.click();
    await vi.advanceTimersByTimeAsync(600);
    store.click();
    store.click();
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ cookies: 8, totalCookies: 8, totalHandmadeCookies: 3, clicked: 3 });
  });

  it('writes a waiting change when flushed or disposed, and nothing when unchanged', async () => {
    const { registry, writes } = fakeRegistry(newClickerSave());
    const store = createClickerStore(registry, 1000);
    await settle();
    store.click();
    store.flush();
    expect(writes.map((save) => save.cookies)).toEqual([1]);
    store.flush();
    store.dispose();
    expect(writes).toHaveLength(1);
  });

  it('writes a version 1 save back as version 2', async () => {
    const { registry, writes } = fakeRegistry({ gameVersion: 1, cookies: 4, clicked: 4 });
    const store = createClickerStore(registry, 1000);
    await settle();
    expect(store.getSnapshot().save?.totalCookies).toBe(4);
    expect(writes).toEqual([store.getSnapshot().save]);
  });

  it('leaves a value it does not understand untouched and clicks do nothing', async () => {
    const { registry, writes } = fakeRegistry({ something: 'else' });
    const store = createClickerStore(registry, 1000);
    await settle();
    expect(store.getSnapshot().status).toBe('failed');
    store.click();
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes).toEqual([]);
  });
});
