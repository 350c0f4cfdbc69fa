import { describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { type AnyNotification, describeNotification, NOTIFICATION_KINDS } from './notificationText';

const i18n = fallbackI18n();
const bob = { username: 'bob', name: 'Bob', host: null };
const note = { id: 'n1', text: 'hello there', cw: null };
// Interpolated values are wrapped in direction isolates; compare the words.
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

function describe1(overrides: Partial<AnyNotification> & { type: string }) {
  const result = describeNotification({ id: '1', createdAt: '2026-01-01T00:00:00Z', ...overrides }, i18n);
  return { text: strip(result.text), detail: result.detail };
}

describe('notification texts', () => {
  it('has its own text for every type of spec 000 §3', () => {
    const texts = NOTIFICATION_KINDS.map((type) => describe1({ type, user: bob, note }).text);
    expect(new Set(texts).size).toBe(NOTIFICATION_KINDS.length);
    expect(texts).not.toContain('Notification');
  });

  it('names who did what', () => {
    expect(describe1({ type: 'follow', user: bob }).text).toBe('Bob followed you');
    expect(describe1({ type: 'mention', user: bob, note })).toEqual({
      text: 'Bob mentioned you',
      detail: 'hello there',
    });
    expect(describe1({ type: 'reply', user: bob, note }).text).toBe('Bob replied to you');
    expect(describe1({ type: 'renote', user: bob, note }).text).toBe('Bob renoted your note');
    expect(describe1({ type: 'quote', user: bob, note }).text).toBe('Bob quoted your note');
    expect(describe1({ type: 'note', user: bob, note }).text).toBe('Bob posted a note');
    expect(describe1({ type: 'receiveFollowRequest', user: bob }).text).toBe('Bob asked to follow you');
    expect(describe1({ type: 'followRequestAccepted', user: bob }).text).toBe(
      'Bob accepted your follow request',
    );
  });

  it('shows the reaction, the role, the export and the app text', () => {
    expect(describe1({ type: 'reaction', user: bob, note, reaction: '🎉' }).text).toBe('Bob reacted 🎉');
    expect(describe1({ type: 'roleAssigned', role: { name: 'Helpers' } }).text).toBe(
      'You were given the role Helpers',
    );
    expect(describe1({ type: 'exportCompleted', exportedEntity: 'note' }).text).toBe(
      'Your export of note is ready',
    );
    expect(describe1({ type: 'exportCompleted', exportedEntity: 'customEmoji' }).text).toBe(
      'Your custom emoji export is ready',
    );
    expect(describe1({ type: 'app', header: 'Bot says', body: 'Hi' })).toEqual({
      text: 'Bot says',
      detail: 'Hi',
    });
    expect(describe1({ type: 'app', header: null, body: 'Hi' }).text).toBe('Notification from an app');
    expect(describe1({ type: 'achievementEarned', achievement: 'notes1' }).detail).toBe('Notes posted: 1');
    expect(describe1({ type: 'achievementEarned', achievement: 'htl20npm' }).detail).toBe('Rushing river');
  });

  it('uses the username when there is no display name, and the CW over the text', () => {
    expect(describe1({ type: 'follow', user: { username: 'carol', name: null, host: 'x.test' } }).text).toBe(
      'carol followed you',
    );
    expect(
      describe1({ type: 'reply', user: bob, note: { id: 'n', text: 'secret', cw: 'spoiler' } }).detail,
    ).toBe('spoiler');
  });

  it('has a text for types it does not know yet', () => {
    expect(describe1({ type: 'somethingNew' }).text).toBe('Notification');
  });
});
