import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { addWidget, moveWidget, moveWidgetTo, removeWidget, settingsOf, updateWidgetData } from './model';
import { findWidget, WIDGETS } from './registry';
import { atLeast, defineWidget } from './types';

const list = [
  { id: 'a', name: 'memo', data: {}, place: 'right' as const },
  { id: 'b', name: 'clock', data: {}, place: 'right' as const },
  { id: 'c', name: 'trends', data: {}, place: null },
];
const ids = (widgets: { id: string }[]) => widgets.map((widget) => widget.id);

describe('widget list operations', () => {
  it('adds at the end and removes by id, keeping what the owner stores with each widget', () => {
    const added = addWidget(list, { id: 'd', name: 'calendar', data: {}, place: 'right' as const });
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd']);
    const removed = removeWidget(added, 'b');
    expect(ids(removed)).toEqual(['a', 'c', 'd']);
    expect(removed[1]).toEqual({ id: 'c', name: 'trends', data: {}, place: null });
  });

  it('moves up and down one place and stops at either end', () => {
    expect(ids(moveWidget(list, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveWidget(list, 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveWidget(list, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget(list, 'c', 5))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget(list, 'missing', 1))).toEqual(['a', 'b', 'c']);
  });

  it('moves onto another widget’s place, as a drop does', () => {
    expect(ids(moveWidgetTo(list, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(ids(moveWidgetTo(list, 'c', 'a'))).toEqual(['c', 'a', 'b']);
  });

  it('replaces one widget’s settings and leaves the list it came from alone', () => {
    const next = updateWidgetData(list, 'b', { timeZone: 'Asia/Tokyo' });
    expect(next[1]?.data).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(list[1]?.data).toEqual({});
  });
});

describe('settingsOf', () => {
  const definition = defineWidget<{ zone: string; seconds: boolean; list: string | null }>({
    name: 'test',
    title: () => 'Test',
    defaults: { zone: '', seconds: true, list: null },
    size: atLeast(60),
    component: lazy(async () => ({ default: () => null })),
  });

  it('fills in defaults a save lacks and keeps what it has', () => {
    expect(settingsOf(definition, { id: 'x', name: 'test', data: { seconds: false } })).toEqual({
      zone: '',
      seconds: false,
      list: null,
    });
  });

  it('ignores fields of the wrong type and fields the widget does not know', () => {
    const data = { zone: 5, seconds: 'yes', list: 'l1', extra: true };
    expect(settingsOf(definition, { id: 'x', name: 'test', data })).toEqual({
      zone: '',
      seconds: true,
      list: 'l1',
    });
  });
});

describe('the registry', () => {
  it('knows each widget by its Misskey name, once', () => {
    const names = WIDGETS.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'profile',
      'instanceInfo',
      'memo',
      'clock',
      'trends',
      'timeline',
      'onlineUsers',
      'aiscript',
    ]) {
      expect(findWidget(name)?.name).toBe(name);
    }
    expect(findWidget('aNewerClientsWidget')).toBeUndefined();
  });
});
