import { describe, expect, it } from 'vitest';
import { parseServerAddress, parseSignInTarget, resolveSignIn } from './serverAddress';

describe('parseServerAddress', () => {
  it.each([
    ['misskey.example', 'https://misskey.example', 'misskey.example'],
    ['  Misskey.Example/ ', 'https://misskey.example', 'misskey.example'],
    ['https://misskey.example', 'https://misskey.example', 'misskey.example'],
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000', '192.168.1.20:3000'],
    ['localhost:3000', 'https://localhost:3000', 'localhost:3000'],
    ['127.0.0.1:8080', 'https://127.0.0.1:8080', '127.0.0.1:8080'],
    ['https://misskey.example:443', 'https://misskey.example', 'misskey.example'],
    ['http://[::1]:3000', 'http://[::1]:3000', '[::1]:3000'],
    // Host names in any script become their ASCII form, as servers write them in handles.
    ['みすきー.example', 'https://xn--w8jxa7itv.example', 'xn--w8jxa7itv.example'],
    ['https://bücher.example', 'https://xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('reads %s as %s', (input, origin, host) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin, host });
  });

  it.each(['', '   '])('names an empty input (%j)', (input) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, problem: 'empty' });
  });

  it.each(['ftp://misskey.example', 'javascript:alert(1)', 'ws://misskey.example', 'file:///etc/passwd'])(
    'refuses a scheme other than http and https: %s',
    (input) => {
      expect(parseServerAddress(input)).toEqual({ ok: false, problem: 'scheme' });
    },
  );

  it.each([
    'https://misskey.example/notes/1',
    'misskey.example?x=1',
    'https://user:pass@misskey.example',
    'two words',
    'under_score.example',
    'http:misskey.example',
    'https://',
    '-bad-.example',
  ])('refuses what is not a bare server address: %s', (input) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('parseSignInTarget', () => {
  it('takes a bare user name, with or without @, as a user of no named server', () => {
    expect(parseSignInTarget('alice')).toEqual({ ok: true, username: 'alice', server: null });
    expect(parseSignInTarget(' @alice ')).toEqual({ ok: true, username: 'alice', server: null });
  });

  it('takes @user@host and user@host as an account on that server over https', () => {
    const expected = {
      ok: true,
      username: 'alice',
      server: { ok: true, origin: 'https://other.example', host: 'other.example' },
    };
    expect(parseSignInTarget('@alice@other.example')).toEqual(expected);
    expect(parseSignInTarget('alice@Other.Example')).toEqual(expected);
    expect(parseSignInTarget('@alice@127.0.0.1:3001')).toMatchObject({
      server: { origin: 'https://127.0.0.1:3001' },
    });
    expect(parseSignInTarget('@bob@ミスキー.example')).toMatchObject({
      username: 'bob',
      server: { host: 'xn--nckxa7i0e.example' },
    });
  });

  it('names what is wrong with a broken handle', () => {
    expect(parseSignInTarget('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSignInTarget('@')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSignInTarget('@@other.example')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignInTarget('@alice@')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSignInTarget('@alice@https://other.example')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignInTarget('@alice@other.example@x')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignInTarget('@alice@bad host')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('resolveSignIn', () => {
  const here = 'http://127.0.0.1:3000';

  it('keeps a plain user name, or one naming this server, on the default server', () => {
    expect(resolveSignIn('alice', '', here)).toEqual({ kind: 'default', username: 'alice' });
    expect(resolveSignIn('@alice@127.0.0.1:3000', '', here)).toEqual({ kind: 'default', username: 'alice' });
    expect(resolveSignIn('alice', '127.0.0.1:3000', here)).toEqual({ kind: 'default', username: 'alice' });
  });

  it('sends a handle or a server address elsewhere to that server, the handle first', () => {
    expect(resolveSignIn('@alice@other.example', '', here)).toEqual({
      kind: 'remote',
      origin: 'https://other.example',
      host: 'other.example',
      username: 'alice',
    });
    expect(resolveSignIn('', 'http://127.0.0.1:3001', here)).toEqual({
      kind: 'remote',
      origin: 'http://127.0.0.1:3001',
      host: '127.0.0.1:3001',
      username: '',
    });
    expect(resolveSignIn('@bob@third.example', 'other.example', here)).toMatchObject({
      origin: 'https://third.example',
    });
  });

  it('names the problem of a broken address', () => {
    expect(resolveSignIn('', '', here)).toEqual({ kind: 'problem', problem: 'empty' });
    expect(resolveSignIn('alice', 'ftp://x.example', here)).toEqual({ kind: 'problem', problem: 'scheme' });
    expect(resolveSignIn('@alice@bad host', '', here)).toEqual({ kind: 'problem', problem: 'invalid' });
  });
});
