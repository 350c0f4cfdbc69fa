import { afterEach, describe, expect, it } from 'vitest';
import { createEntryKey, entryKeyOf, ScrollMemory, withEntryKey } from './entryKeys';
import { createBrowserHistory, createMemoryHistory } from './history';

describe('entry keys', () => {
  it('are unique', () => {
    const keys = new Set(Array.from({ length: 50 }, createEntryKey));
    expect(keys.size).toBe(50);
  });

  it('are read from and written to history.state, keeping other state', () => {
    expect(entryKeyOf(null)).toBeNull();
    expect(entryKeyOf('text')).toBeNull();
    expect(entryKeyOf({ other: 1 })).toBeNull();
    const state = withEntryKey({ other: 1 }, 'k1');
    expect(state).toMatchObject({ other: 1 });
    expect(entryKeyOf(state)).toBe('k1');
    expect(entryKeyOf(withEntryKey(null, 'k2'))).toBe('k2');
  });
});

describe('ScrollMemory', () => {
  it('remembers a position per key, and top for unknown keys', () => {
    const memory = new ScrollMemory();
    memory.remember('a', 120);
    memory.remember('b', 40);
    memory.remember('a', 300);
    expect(memory.recall('a')).toBe(300);
    expect(memory.recall('b')).toBe(40);
    expect(memory.recall('c')).toBe(0);
  });

  it('forgets the least recently written keys past its limit', () => {
    const memory = new ScrollMemory(2);
    memory.remember('a', 1);
    memory.remember('b', 2);
    memory.remember('a', 3);
    memory.remember('c', 4);
    expect(memory.recall('b')).toBe(0);
    expect(memory.recall('a')).toBe(3);
    expect(memory.recall('c')).toBe(4);
  });
});

describe('browser history keys (happy-dom)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('gives the first entry a key, keeping its URL and state', () => {
    window.history.replaceState({ other: 1 }, '', '/explore?x=1#y');
    const history = createBrowserHistory('/');
    const key = history.currentKey();
    expect(entryKeyOf(window.history.state)).toBe(key);
    expect(window.history.state).toMatchObject({ other: 1 });
    expect(history.current()).toBe('/explore?x=1#y');
  });

  it('stores a new key per push and keeps the key on replace', () => {
    const history = createBrowserHistory('/');
    const first = history.currentKey();
    history.push('/notes/1');
    const second = history.currentKey();
    expect(second).not.toBe(first);
    expect(entryKeyOf(window.history.state)).toBe(second);
    history.replace('/notes/2');
    expect(history.currentKey()).toBe(second);
    expect(history.current()).toBe('/notes/2');
  });

  it('re-keys an entry whose state was replaced by someone else', () => {
    const history = createBrowserHistory('/');
    window.history.replaceState(null, '', '/x');
    const key = history.currentKey();
    expect(key).toBeTruthy();
    expect(entryKeyOf(window.history.state)).toBe(key);
  });
});

describe('memory history keys', () => {
  it('keeps one key per entry and goes back to the previous key', () => {
    const history = createMemoryHistory('/');
    const first = history.currentKey();
    history.push('/a');
    expect(history.currentKey()).not.toBe(first);
    history.replace('/b');
    expect(history.keys).toHaveLength(2);
    history.back();
    expect(history.currentKey()).toBe(first);
    expect(history.current()).toBe('/');
  });
});
