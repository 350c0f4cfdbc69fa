import { describe, expect, it } from 'vitest';
import type { InstanceMeta } from '@/instance';
import { groupByServer, hasUnread, serverIconUrl, serverName, spansServers } from './serverGroups';

const A = 'https://a.example';
const B = 'http://b.example:8080';

describe('groupByServer', () => {
  it("puts the current account's server first and keeps each server's accounts in order", () => {
    const rows = [
      { origin: B, name: 'bob@b' },
      { origin: A, name: 'alice@a' },
      { origin: B, name: 'carol@b' },
      { origin: A, name: 'bob@a' },
    ];
    const groups = groupByServer(rows, A);
    expect(groups.map((g) => [g.host, g.entries.map((e) => e.name)])).toEqual([
      ['a.example', ['alice@a', 'bob@a']],
      ['b.example:8080', ['bob@b', 'carol@b']],
    ]);
  });

  it('works signed out and with nothing saved', () => {
    expect(groupByServer([], null)).toEqual([]);
    expect(groupByServer([{ origin: B }], null).map((g) => g.origin)).toEqual([B]);
  });
});

describe('server labels', () => {
  const meta = (fields: Partial<InstanceMeta>) => fields as InstanceMeta;
  it('names a server from its meta with its host, else by its host alone', () => {
    expect(serverName(meta({ name: 'Alpha Garden' }), A)).toBe('Alpha Garden · a.example');
    expect(serverName(meta({ name: 'a.example' }), A)).toBe('a.example');
    expect(serverName(meta({ name: '  ' }), A)).toBe('a.example');
    expect(serverName(null, B)).toBe('b.example:8080');
  });

  it('loads only http and https icons', () => {
    expect(serverIconUrl(meta({ iconUrl: 'https://a.example/icon.png' }))).toBe('https://a.example/icon.png');
    expect(serverIconUrl(meta({ iconUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(serverIconUrl(meta({ iconUrl: null }))).toBeNull();
  });

  it('tells when accounts span servers and when one has unread notifications', () => {
    expect(spansServers([A, A])).toBe(false);
    expect(spansServers([A, B, A])).toBe(true);
    expect(hasUnread({ hasUnreadNotification: true })).toBe(true);
    expect(hasUnread({ unreadNotificationsCount: 2 })).toBe(true);
    expect(hasUnread({ hasUnreadNotification: false, unreadNotificationsCount: 0 })).toBe(false);
  });
});
