import { describe, expect, it } from 'vitest';
import { parsePermissions, permissionParts, webUrl, withQuery } from './consentRequest';

describe('consent requests', () => {
  it('keeps only http and https URLs', () => {
    expect(webUrl('https://app.example/cb')?.href).toBe('https://app.example/cb');
    expect(webUrl('http://127.0.0.1:8080/x')?.host).toBe('127.0.0.1:8080');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'myapp://callback',
      'not a url',
      '',
      null,
    ]) {
      expect(webUrl(bad)).toBeNull();
    }
  });

  it('adds the session to a callback that has a query and a fragment of its own', () => {
    const url = webUrl('https://app.example/cb?state=1#top') as URL;
    expect(withQuery(url, 'session', 'abc')).toBe('https://app.example/cb?state=1&session=abc#top');
  });

  it('reads the permission list and its parts', () => {
    expect(parsePermissions('read:account, write:notes,,read:account')).toEqual([
      'read:account',
      'write:notes',
    ]);
    expect(permissionParts('write:notes')).toEqual({ access: 'write', subject: 'notes', admin: false });
    expect(permissionParts('read:admin:roles')).toEqual({ access: 'read', subject: 'roles', admin: true });
    expect(permissionParts('odd')).toEqual({ access: null, subject: 'odd', admin: false });
  });
});
