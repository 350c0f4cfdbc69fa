import { describe, expect, it } from 'vitest';
import { formatJson, parseJsonValue, parseRequestBody } from './json';
import { domainOf, keysPath, scopeAndKey, splitPath, subScopes, valuePath } from './registryPath';

describe('request body check', () => {
  it('takes a JSON object, and a blank body as {}', () => {
    expect(parseRequestBody('{"limit": 5}')).toEqual({ ok: true, value: { limit: 5 } });
    expect(parseRequestBody('  \n')).toEqual({ ok: true, value: {} });
  });

  it('refuses broken JSON with the parser’s reason', () => {
    const check = parseRequestBody('{"limit": }');
    expect(check.ok).toBe(false);
    expect(check).toMatchObject({ problem: 'syntax' });
    if (!check.ok && check.problem === 'syntax') expect(check.detail.length).toBeGreaterThan(0);
    expect(parseRequestBody('{limit: 5}')).toMatchObject({ ok: false, problem: 'syntax' });
  });

  it('refuses a top level that is not an object', () => {
    for (const text of ['[1]', '"i"', '5', 'null']) {
      expect(parseRequestBody(text), text).toEqual({ ok: false, problem: 'notObject' });
    }
  });
});

describe('registry value check', () => {
  it('takes any JSON value, scalars included', () => {
    expect(parseJsonValue('"dark"')).toEqual({ ok: true, value: 'dark' });
    expect(parseJsonValue('null')).toEqual({ ok: true, value: null });
    expect(parseJsonValue('[1, {"a": true}]')).toEqual({ ok: true, value: [1, { a: true }] });
    expect(parseJsonValue('')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonValue("'dark'")).toMatchObject({ ok: false, problem: 'syntax' });
  });

  it('formats for reading and leaves a 204 empty', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatJson(undefined)).toBe('');
  });
});

describe('registry paths', () => {
  it('writes the own domain as @ and reads it back as null', () => {
    expect(keysPath(null, ['client', 'deck'])).toBe('/registry/keys/@/client/deck');
    expect(keysPath('app.example', [])).toBe('/registry/keys/app.example');
    expect(valuePath(null, ['client'], 'my key')).toBe('/registry/value/@/client/my%20key');
    expect(domainOf('@')).toBeNull();
    expect(domainOf('app.example')).toBe('app.example');
  });

  it('splits a value path into scope and key', () => {
    expect(scopeAndKey('client/deck/profiles')).toEqual({ scope: ['client', 'deck'], key: 'profiles' });
    expect(scopeAndKey('k')).toEqual({ scope: [], key: 'k' });
    expect(scopeAndKey('')).toBeNull();
    expect(splitPath('a//b/')).toEqual(['a', 'b']);
  });
});

describe('sub-scopes of a scope', () => {
  it('names each next segment once, only under the scope shown', () => {
    const all = [
      ['client'],
      ['client', 'deck'],
      ['client', 'deck', 'profiles'],
      ['client', 'theme'],
      ['game'],
    ];
    expect(subScopes(all, ['client'])).toEqual(['deck', 'theme']);
    expect(subScopes(all, [])).toEqual(['client', 'game']);
    expect(subScopes(all, ['client', 'theme'])).toEqual([]);
  });
});
