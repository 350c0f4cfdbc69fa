import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeHost } from '../src/services/server-settings/host-lists.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});

afterEach(async () => {
  await app.close();
});

const adminMeta = () => okAs<entities.AdminMetaResponse>(app, 'admin/meta', admin);

describe('admin/update-meta: the inbox-moderation host lists', () => {
  it('stores each list as Misskey does and admin/meta answers it', async () => {
    expect(await adminMeta()).toMatchObject({ blockedHosts: [], silencedHosts: [], mediaSilencedHosts: [] });
    await okAs(app, 'admin/update-meta', admin, {
      blockedHosts: [' Spam.Example ', '', 'bad.example:8443', 'spam.example'],
      // Sorted, without repeats, and a blocked host is not also silenced (Misskey's rule).
      silencedHosts: ['zz.example', 'loud.example', 'zz.example', 'spam.example'],
      mediaSilencedHosts: ['bücher.example'],
    });
    expect(await adminMeta()).toMatchObject({
      blockedHosts: ['spam.example', 'bad.example:8443'],
      silencedHosts: ['loud.example', 'zz.example'],
      mediaSilencedHosts: ['xn--bcher-kva.example'],
    });
    // A list not sent is left as it is; an empty one clears it.
    await okAs(app, 'admin/update-meta', admin, { silencedHosts: [] });
    expect(await adminMeta()).toMatchObject({
      blockedHosts: ['spam.example', 'bad.example:8443'],
      silencedHosts: [],
      mediaSilencedHosts: ['xn--bcher-kva.example'],
    });
  });

  it('refuses a line that is not a host name and stores nothing of that update', async () => {
    await okAs(app, 'admin/update-meta', admin, { blockedHosts: ['kept.example'] });
    for (const line of [
      'https://evil.example',
      '*.evil.example',
      'evil example',
      'a..b',
      'host:99999',
      '-x.example',
    ]) {
      const res = await callAs(app, 'admin/update-meta', admin, {
        blockedHosts: ['ok.example', line],
        name: 'Renamed',
      });
      expect(res.statusCode, line).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    expect(await adminMeta()).toMatchObject({ blockedHosts: ['kept.example'], name: 'Shiori' });
  });

  it('is for administrators only', async () => {
    const res = await callAs(app, 'admin/update-meta', mod, { blockedHosts: ['x.example'] });
    expect(errorOf(res).code).toBe('ACCESS_DENIED');
    expect((await adminMeta()).blockedHosts).toEqual([]);
  });

  it('normalises a host as Misskey keeps hosts', () => {
    expect(normalizeHost('Example.COM')).toBe('example.com');
    expect(normalizeHost('localhost:3000')).toBe('localhost:3000');
    expect(normalizeHost('例え.テスト')).toBe('xn--r8jz45g.xn--zckzah');
    expect(normalizeHost('exa_mple.com')).toBeNull();
  });
});
