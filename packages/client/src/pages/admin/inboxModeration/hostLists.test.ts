import { describe, expect, it } from 'vitest';
import type { AdminMeta } from '../security/useAdminMetaForm';
import { firstBadHost, hostListsDraftOf, hostListsPatchOf } from './hostLists';

describe('the inbox-moderation host lists', () => {
  it('takes host names, with a port or in any script, one a line', () => {
    expect(firstBadHost('example.com\n\n  spam.example:8443 \nbücher.example\nlocalhost')).toBeNull();
  });

  it('names the first line that is not a host name', () => {
    expect(firstBadHost('ok.example\nhttps://evil.example\n*.evil.example')).toBe('https://evil.example');
    expect(firstBadHost('*.evil.example')).toBe('*.evil.example');
    expect(firstBadHost('evil example')).toBe('evil example');
    expect(firstBadHost('a..b')).toBe('a..b');
    expect(firstBadHost('-x.example')).toBe('-x.example');
  });

  it('edits each list as lines and saves it as one host an item', () => {
    const meta = {
      blockedHosts: ['a.example', 'b.example'],
      silencedHosts: [],
      mediaSilencedHosts: ['m.example'],
    };
    const draft = hostListsDraftOf(meta as unknown as AdminMeta);
    expect(draft).toEqual({
      blockedHosts: 'a.example\nb.example',
      silencedHosts: '',
      mediaSilencedHosts: 'm.example',
    });
    expect(hostListsPatchOf({ ...draft, silencedHosts: ' s.example \n\n t.example' })).toEqual({
      blockedHosts: ['a.example', 'b.example'],
      silencedHosts: ['s.example', 't.example'],
      mediaSilencedHosts: ['m.example'],
    });
  });
});
