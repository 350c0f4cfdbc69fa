import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import type { StatusbarSetting } from '@/settings';
import {
  barLabel,
  keyedItems,
  moveStatusbar,
  newStatusbar,
  numberProp,
  safeLink,
  shuffled,
  withType,
} from './model';

const bar = (id: string): StatusbarSetting => ({ ...newStatusbar(id), name: id });

describe('status bar model', () => {
  it('starts a bar without a type and gives each type Misskey’s props when chosen', () => {
    const fresh = newStatusbar('a');
    expect(fresh).toEqual({ id: 'a', name: '', type: null, size: 'medium', black: false, props: {} });
    const rss = withType(fresh, 'rss', fallbackI18n());
    expect(rss.type).toBe('rss');
    expect(rss.name).toBe('News');
    expect(rss.props).toEqual({
      url: '',
      shuffle: true,
      refreshIntervalSec: 120,
      display: 'marquee',
      marqueeDuration: 100,
      marqueeReverse: false,
    });
    expect(withType(rss, 'userList', fallbackI18n()).props).toMatchObject({ userListId: null });
    expect(withType(rss, 'userList', fallbackI18n()).props).not.toHaveProperty('url');
    expect(withType(fresh, 'federation', fallbackI18n()).props).toMatchObject({ colored: false });
  });

  it('moves a bar up and down and keeps it inside the list', () => {
    const bars = [bar('a'), bar('b'), bar('c')];
    expect(moveStatusbar(bars, 2, -1).map((b) => b.id)).toEqual(['a', 'c', 'b']);
    expect(moveStatusbar(bars, 0, 1).map((b) => b.id)).toEqual(['b', 'a', 'c']);
    expect(moveStatusbar(bars, 0, -1)).toBe(bars);
    expect(moveStatusbar(bars, 2, 1)).toBe(bars);
  });

  it('names a bar by its name, else by its type', () => {
    expect(barLabel({ ...bar('x'), name: 'Morning news' }, fallbackI18n())).toBe('Morning news');
    expect(barLabel({ ...newStatusbar('y'), type: 'federation' }, fallbackI18n())).toBe('Federation');
    expect(barLabel(newStatusbar('z'), fallbackI18n())).toBe('Status bars');
  });

  it('reads numbers back within bounds, whatever was stored', () => {
    expect(numberProp({ n: 500 }, 'n', 100, 5, 200)).toBe(200);
    expect(numberProp({ n: 1 }, 'n', 100, 5, 200)).toBe(5);
    expect(numberProp({ n: '30' }, 'n', 100, 5, 200)).toBe(100);
    expect(numberProp({}, 'n', 100, 5, 200)).toBe(100);
  });

  it('links only http(s) addresses', () => {
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('http://example.com/')).toBe('http://example.com/');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(undefined)).toBeNull();
  });

  it('keys feed items by guid or link, numbering repeats', () => {
    const keys = keyedItems([{ guid: 'g' }, { link: 'https://a/' }, { guid: 'g' }, { title: 't' }]).map(
      (k) => k.key,
    );
    expect(keys).toEqual(['g', 'https://a/', 'g#1', 't']);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items, () => 0);
    expect(out).toEqual([2, 3, 4, 5, 1]);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...shuffled(items)].sort()).toEqual(items);
  });
});
