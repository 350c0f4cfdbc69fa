import { describe, expect, it } from 'vitest';
import { chosenSource, fromForm, sourceChoice, type TimelineSettings, toForm } from './timelineSource';

const base: TimelineSettings = { src: 'home', height: 300, list: null, antenna: null, channel: null };

describe('the timeline widget’s source', () => {
  it("reads Misskey's shape: a tab, or a list or antenna kept beside src", () => {
    expect(chosenSource({ ...base, src: 'local' })).toEqual({ kind: 'tab', tab: 'local' });
    expect(chosenSource({ ...base, src: 'list', list: { id: 'l1', name: 'Friends' } })).toEqual({
      kind: 'list',
      id: 'l1',
      name: 'Friends',
    });
    // A list source without its list, or an unknown source, is home.
    expect(chosenSource({ ...base, src: 'list' })).toEqual({ kind: 'tab', tab: 'home' });
    expect(chosenSource({ ...base, src: 'bubble' })).toEqual({ kind: 'tab', tab: 'home' });
  });

  it('turns a choice of the form into src plus the object, with the name the choices carried', () => {
    const value = sourceChoice('antenna', { id: 'a1', name: 'Cats' });
    expect(fromForm({ ...base, src: value })).toEqual({
      ...base,
      src: 'antenna',
      antenna: { id: 'a1', name: 'Cats' },
    });
    expect(fromForm({ ...base, src: 'global' })).toEqual({ ...base, src: 'global' });
    expect(fromForm({ ...base, src: 'nonsense:x' })).toEqual({ ...base, src: 'home' });
  });

  it('shows a saved list as the choice offering it, and saves it back unchanged', () => {
    const saved: TimelineSettings = { ...base, src: 'list', list: { id: 'l9', name: 'Work' } };
    expect(toForm(saved).src).toBe('list:l9');
    expect(fromForm(toForm(saved))).toEqual(saved);
  });
});
