import { describe, expect, it } from 'vitest';
import { resolveLink } from './links';

const origin = 'https://shiori.example';

describe('resolveLink', () => {
  it('routes paths and same-origin URLs in-app', () => {
    expect(resolveLink('/@alice', origin)).toEqual({ kind: 'internal', path: '/@alice' });
    expect(resolveLink('https://shiori.example/notes/1?x=1#y', origin)).toEqual({
      kind: 'internal',
      path: '/notes/1?x=1#y',
    });
  });

  it('opens other http(s) URLs externally', () => {
    expect(resolveLink('https://other.example/x', origin)).toEqual({
      kind: 'external',
      href: 'https://other.example/x',
    });
    expect(resolveLink('//other.example/x', origin).kind).toBe('text');
  });

  it('keeps paths outside the base path out of the app', () => {
    expect(resolveLink('/elsewhere', origin, '/app/').kind).toBe('external');
    expect(resolveLink('/app/settings', origin, '/app/')).toEqual({ kind: 'internal', path: '/settings' });
  });

  it('never links other schemes', () => {
    expect(resolveLink('javascript:alert(1)', origin).kind).toBe('text');
    expect(resolveLink('data:text/html,hi', origin).kind).toBe('text');
    expect(resolveLink('not a url', origin).kind).toBe('text');
  });
});
