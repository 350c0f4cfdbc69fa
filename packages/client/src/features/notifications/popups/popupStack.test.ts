import { describe, expect, it } from 'vitest';
import {
  dropPopup,
  nextExpiry,
  POPUP_LIFETIME_MS,
  pauseAll,
  placementOf,
  popsUp,
  popupTarget,
  pushPopup,
  resumeAll,
  unexpired,
} from './popupStack';

const n = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-01-01T00:00:00Z',
  type: 'follow',
  ...extra,
});

describe('placementOf', () => {
  it('pins the stack to the corner the position names', () => {
    expect(placementOf('leftTop', 'vertical')).toMatchObject({ edgeY: 'top', edgeX: 'left' });
    expect(placementOf('rightTop', 'vertical')).toMatchObject({ edgeY: 'top', edgeX: 'right' });
    expect(placementOf('leftBottom', 'horizontal')).toMatchObject({ edgeY: 'bottom', edgeX: 'left' });
    expect(placementOf('rightBottom', 'horizontal')).toMatchObject({ edgeY: 'bottom', edgeX: 'right' });
  });

  it('stacks along the axis with the newest (first) in the corner', () => {
    expect(placementOf('leftTop', 'vertical').direction).toBe('column');
    expect(placementOf('rightBottom', 'vertical').direction).toBe('column-reverse');
    expect(placementOf('leftBottom', 'horizontal').direction).toBe('row');
    expect(placementOf('rightTop', 'horizontal').direction).toBe('row-reverse');
  });
});

describe('popsUp', () => {
  const context = { path: '/', visible: true, excludedTypes: [] as string[] };

  it('pops up a notification in a visible tab on any page but the notifications page', () => {
    expect(popsUp({ type: 'mention' }, context)).toBe(true);
    expect(popsUp({ type: 'mention' }, { ...context, path: '/my/notifications' })).toBe(false);
    expect(popsUp({ type: 'mention' }, { ...context, path: '/my/notificationsettings' })).toBe(true);
    expect(popsUp({ type: 'mention' }, { ...context, visible: false })).toBe(false);
    // The achievement toast shows those.
    expect(popsUp({ type: 'achievementEarned' }, context)).toBe(false);
  });

  it('obeys the types hidden by the notifications filter, grouped types as what they group', () => {
    const hidden = { ...context, excludedTypes: ['reaction', 'follow'] };
    expect(popsUp({ type: 'follow' }, hidden)).toBe(false);
    expect(popsUp({ type: 'reaction:grouped' }, hidden)).toBe(false);
    expect(popsUp({ type: 'reply' }, hidden)).toBe(true);
  });
});

describe('popupTarget', () => {
  it('opens the note, else the user, else the page that shows it', () => {
    const user = { username: 'bob', host: null };
    expect(popupTarget(n('1', { type: 'mention', user, note: { id: 'n1' } }))).toBe('/notes/n1');
    expect(popupTarget(n('2', { user }))).toBe('/@bob');
    expect(popupTarget(n('3', { user: { username: 'eve', host: 'far.example' } }))).toBe('/@eve@far.example');
    expect(popupTarget(n('4', { type: 'achievementEarned' }))).toBe('/my/achievements');
    expect(popupTarget(n('5', { type: 'test' }))).toBe('/my/notifications');
  });
});

describe('the stack', () => {
  it('puts the newest first, keeps at most three, and never one twice', () => {
    let stack = pushPopup([], n('a'), 0, false);
    stack = pushPopup(stack, n('b'), 10, false);
    stack = pushPopup(stack, n('c'), 20, false);
    stack = pushPopup(stack, n('d'), 30, false);
    expect(stack.map((p) => p.notification.id)).toEqual(['d', 'c', 'b']);
    expect(pushPopup(stack, n('c'), 40, false).map((p) => p.notification.id)).toEqual(['c', 'd', 'b']);
    expect(dropPopup(stack, 'c').map((p) => p.notification.id)).toEqual(['d', 'b']);
  });

  it('lets each run out after its lifetime, the timer set for the first to go', () => {
    let stack = pushPopup([], n('a'), 0, false);
    stack = pushPopup(stack, n('b'), 1000, false);
    expect(nextExpiry(stack)).toBe(POPUP_LIFETIME_MS);
    expect(unexpired(stack, POPUP_LIFETIME_MS - 1).length).toBe(2);
    stack = unexpired(stack, POPUP_LIFETIME_MS);
    expect(stack.map((p) => p.notification.id)).toEqual(['b']);
    expect(nextExpiry(stack)).toBe(1000 + POPUP_LIFETIME_MS);
  });

  it('holds every clock while paused and gives back what was left', () => {
    let stack = pushPopup([], n('a'), 0, false);
    stack = pauseAll(stack, 4000);
    expect(nextExpiry(stack)).toBeNull();
    // However long the pointer stays, nothing runs out.
    expect(unexpired(stack, 60_000).length).toBe(1);
    // One that arrives while held waits too.
    stack = pushPopup(stack, n('b'), 30_000, true);
    expect(nextExpiry(stack)).toBeNull();
    stack = resumeAll(stack, 60_000);
    expect(nextExpiry(stack)).toBe(60_000 + POPUP_LIFETIME_MS - 4000);
    expect(unexpired(stack, 60_000 + POPUP_LIFETIME_MS - 4000).map((p) => p.notification.id)).toEqual(['b']);
  });
});
