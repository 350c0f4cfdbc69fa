import { describe, expect, it } from 'vitest';
import { parseLookup } from './lookupTarget';

const origin = 'https://shiori.example';
const user = (username: string, host: string | null = null) => ({ kind: 'user', username, host });

describe('parseLookup', () => {
  it('reads handles, with this server’s own host as a local user', () => {
    expect(parseLookup('@bob', origin)).toEqual(user('bob'));
    expect(parseLookup('  @bob  ', origin)).toEqual(user('bob'));
    expect(parseLookup('@alice@remote.example', origin)).toEqual(user('alice', 'remote.example'));
    expect(parseLookup('@bob@SHIORI.example', origin)).toEqual(user('bob'));
    // WebFinger's forms, as other servers' remote follow buttons send them.
    expect(parseLookup('acct:alice@remote.example', origin)).toEqual(user('alice', 'remote.example'));
    expect(parseLookup('alice@remote.example:8443', origin)).toEqual(user('alice', 'remote.example:8443'));
  });

  it("opens this server's user and note links directly", () => {
    expect(parseLookup('https://shiori.example/@bob', origin)).toEqual(user('bob'));
    expect(parseLookup('https://shiori.example/@bob/notes', origin)).toEqual(user('bob'));
    expect(parseLookup('https://shiori.example/@carol@remote.example', origin)).toEqual(
      user('carol', 'remote.example'),
    );
    expect(parseLookup('https://shiori.example/notes/abc', origin)).toEqual({
      kind: 'path',
      path: '/notes/abc',
    });
  });

  it('asks the server about any other link', () => {
    expect(parseLookup('https://elsewhere.example/@bob', origin)).toEqual({
      kind: 'address',
      uri: 'https://elsewhere.example/@bob',
    });
    expect(parseLookup('https://shiori.example/users/9x', origin)).toEqual({
      kind: 'address',
      uri: 'https://shiori.example/users/9x',
    });
  });

  it('refuses anything else', () => {
    for (const text of ['bob', '@-bob', '@bob@', 'javascript:alert(1)', 'ftp://files.example/x', '']) {
      expect(parseLookup(text, origin), text).toBeNull();
    }
  });
});
