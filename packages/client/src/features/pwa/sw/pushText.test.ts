import { describe, expect, it } from 'vitest';
import { describePush, type PushTexts } from './pushText';

const texts: PushTexts = {
  timelines: {
    notifications: {
      someone: 'Someone',
      types: {
        follow: '{user} followed you',
        reaction: '{user} reacted {reaction}',
        roleAssigned: 'You were given the role {role}',
        test: 'Test notification',
        unknown: 'Notification',
      },
    },
  },
  pwa: { antennaNote: 'New note in {antenna}' },
};
const base = 'https://client.example/app/';
const icons = { icon: `${base}icon.png`, badge: `${base}badge.png` };
const bob = { id: 'b', username: 'bob', host: 'other.example', name: 'Bob', avatarUrl: 'https://x/a.png' };

describe('describePush', () => {
  it('words a notification in the locale, with the note text and a link to the note for its account', () => {
    const shown = describePush(
      {
        type: 'notification',
        userId: 'alice-id',
        dateTime: 5,
        body: { id: 'n1', type: 'reaction', user: bob, reaction: '👍', note: { id: 'note1', text: 'hello' } },
      },
      texts,
      base,
      icons,
      60_000,
    );
    expect(shown).toEqual({
      title: 'Bob reacted 👍',
      options: {
        body: 'hello',
        icon: 'https://x/a.png',
        badge: icons.badge,
        tag: 'notification:n1',
        timestamp: 5,
        data: { url: 'https://client.example/app/notes/note1?loginId=alice-id' },
      },
    });
  });

  it('links a follow to the follower, and falls back to the username, the unknown text and our icon', () => {
    const follow = describePush(
      { type: 'notification', body: { type: 'follow', user: { ...bob, name: null, avatarUrl: null } } },
      texts,
      base,
      icons,
    );
    expect(follow?.title).toBe('bob followed you');
    expect(follow?.options.icon).toBe(icons.icon);
    expect(follow?.options.data.url).toBe('https://client.example/app/@bob@other.example');
    const odd = describePush({ type: 'notification', body: { type: 'somethingNew' } }, texts, base, icons);
    expect(odd?.title).toBe('Notification');
    expect(odd?.options.data.url).toBe('https://client.example/app/my/notifications');
  });

  it('fills no markup: a name is text however it looks', () => {
    const shown = describePush(
      { type: 'notification', body: { type: 'follow', user: { ...bob, name: '<img src=x>{role}' } } },
      texts,
      base,
      icons,
    );
    expect(shown?.title).toBe('<img src=x>{role} followed you');
  });

  it('words antenna notes and shows nothing for read-all or unknown messages', () => {
    const antenna = describePush(
      {
        type: 'unreadAntennaNote',
        body: { antenna: { id: 'a1', name: 'Cats' }, note: { id: 'x', text: 'meow', user: bob } },
      },
      texts,
      base,
      icons,
    );
    expect(antenna?.title).toBe('New note in Cats');
    expect(antenna?.options.body).toBe('Bob: meow');
    expect(antenna?.options.data.url).toBe('https://client.example/app/timeline/antenna/a1');
    expect(describePush({ type: 'readAllNotifications' }, texts, base, icons)).toBeNull();
    // Held by a push service for more than a day: not shown.
    const dayOld = { type: 'notification', dateTime: 0, body: { type: 'test' } };
    expect(describePush(dayOld, texts, base, icons, 24 * 60 * 60 * 1000 + 1)).toBeNull();
    expect(describePush(dayOld, texts, base, icons, 60_000)?.title).toBe('Test notification');
    expect(describePush({ type: 'other' }, {}, base, icons)).toBeNull();
  });
});
