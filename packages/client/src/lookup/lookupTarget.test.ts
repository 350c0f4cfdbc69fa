import { describe, expect, it } from 'vitest';
import { lookupTarget } from './lookupTarget';

const origin = 'https://shiori.example';

describe('lookupTarget', () => {
  it('opens the user page of @user and @user@host', () => {
    expect(lookupTarget('@bob', origin)).toBe('/@bob');
    expect(lookupTarget('  @bob  ', origin)).toBe('/@bob');
    expect(lookupTarget('@alice@remote.example', origin)).toBe('/@alice@remote.example');
    // A handle with this server's own host is a local user.
    expect(lookupTarget('@bob@shiori.example', origin)).toBe('/@bob');
  });

  it('opens a link to a user page on this server', () => {
    expect(lookupTarget('https://shiori.example/@bob', origin)).toBe('/@bob');
    expect(lookupTarget('https://shiori.example/@bob/notes', origin)).toBe('/@bob');
    expect(lookupTarget('https://shiori.example/@carol@remote.example', origin)).toBe(
      '/@carol@remote.example',
    );
  });

  it('refuses anything else', () => {
    expect(lookupTarget('bob', origin)).toBeNull();
    expect(lookupTarget('@-bob', origin)).toBeNull();
    expect(lookupTarget('@bob@', origin)).toBeNull();
    expect(lookupTarget('https://elsewhere.example/@bob', origin)).toBeNull();
    expect(lookupTarget('https://shiori.example/notes/abc', origin)).toBeNull();
    expect(lookupTarget('javascript:alert(1)', origin)).toBeNull();
  });
});
