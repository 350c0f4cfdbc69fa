import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { LOADING_MENU, type SourcesMenuState, sourcesMenuItems } from './sourcesMenu';

const i18n = fallbackI18n();
const icons = { list: 'L', antenna: 'A', channel: 'C' };

/** A submenu as lines of text: "button Cats", "label …", "link Manage lists → /my/lists". */
function lines(items: MenuItem[], parent: string): string[] {
  const found = items.find((item) => item.type === 'parent' && item.text === parent);
  if (found?.type !== 'parent') throw new Error(`no submenu ${parent}`);
  return found.children.map((item) => {
    if (item.type === 'link') return `link ${item.text} → ${item.to}`;
    if (item.type === 'divider') return '-';
    return `${item.type} ${'text' in item ? item.text : ''}`;
  });
}

const ready = (state: Partial<SourcesMenuState>): SourcesMenuState => ({
  list: { kind: 'ready', entries: [] },
  antenna: { kind: 'ready', entries: [] },
  channel: { kind: 'ready', entries: { favorites: [], following: [], owned: [] } },
  ...state,
});

describe('the More timelines menu', () => {
  it("has no submenu for a kind the account's server does not offer", () => {
    const items = sourcesMenuItems(
      ready({}),
      i18n,
      () => {},
      icons,
      (kind) => kind !== 'antenna',
    );
    expect(items.map((item) => (item.type === 'parent' ? item.text : item.type))).toEqual([
      'Lists',
      'Channels',
    ]);
  });

  it('offers Lists, Antennas and Channels, each loading until its answer comes, with its manage link', () => {
    const items = sourcesMenuItems(LOADING_MENU, i18n, () => {}, icons);
    expect(items.map((item) => (item.type === 'parent' ? item.text : item.type))).toEqual([
      'Lists',
      'Antennas',
      'Channels',
    ]);
    expect(lines(items, 'Lists')).toEqual(['pending Loading…', '-', 'link Manage lists → /my/lists']);
    expect(lines(items, 'Antennas')).toEqual([
      'pending Loading…',
      '-',
      'link Manage antennas → /my/antennas',
    ]);
    expect(lines(items, 'Channels')).toEqual(['pending Loading…', '-', 'link Browse channels → /channels']);
  });

  it('says when there is nothing, or when it could not load', () => {
    const items = sourcesMenuItems(ready({ antenna: { kind: 'failed' } }), i18n, () => {}, icons);
    expect(lines(items, 'Lists')[0]).toBe('label No lists yet.');
    expect(lines(items, 'Antennas')[0]).toBe('label Could not load. Open the menu again to retry.');
    expect(lines(items, 'Channels')[0]).toBe('label No favorite, followed or own channels yet.');
  });

  it('chooses the entry picked, with its kind and name', () => {
    const choose = vi.fn();
    const items = sourcesMenuItems(
      ready({ antenna: { kind: 'ready', entries: [{ id: 'a1', name: 'Cats' }] } }),
      i18n,
      choose,
      icons,
    );
    const antennas = items[1];
    if (antennas?.type !== 'parent') throw new Error('no antennas');
    const cats = antennas.children[0];
    if (cats?.type !== 'button') throw new Error('no button');
    expect(cats.text).toBe('Cats');
    cats.action();
    expect(choose).toHaveBeenCalledWith({ kind: 'antenna', id: 'a1' }, 'Cats');
  });

  it('groups channels as favorites, following and owned, each channel once under its first group', () => {
    const items = sourcesMenuItems(
      ready({
        channel: {
          kind: 'ready',
          entries: {
            favorites: [{ id: 'c1', name: 'Tea' }],
            following: [
              { id: 'c1', name: 'Tea' },
              { id: 'c2', name: 'Trains' },
            ],
            owned: [{ id: 'c2', name: 'Trains' }],
          },
        },
      }),
      i18n,
      () => {},
      icons,
    );
    expect(lines(items, 'Channels')).toEqual([
      'label Favorites',
      'button Tea',
      'label Following',
      'button Trains',
      '-',
      'link Browse channels → /channels',
    ]);
  });
});
