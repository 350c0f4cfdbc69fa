import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/database.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

/**
 * Who a token acts for is kept between requests (api/caller-cache.ts). A revoked token, a
 * suspension or a renamed account must count on the very next request, whatever wrote it.
 */
let app: FastifyInstance;
let dataDir: string;
let alice: TestAccount;

async function me(who: TestAccount = alice) {
  return api(app, 'i', { i: who.token });
}

describe('the signed-in caller, read again', () => {
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shiori-callers-'));
    app = await createTestApp({ db: openDatabase(join(dataDir, 'instance.sqlite')) });
    alice = await signup(app, 'alice', 'pw-secret');
  });
  afterEach(async () => {
    closeDatabase(app.instance.db);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a rename, a suspension and a new token at once', async () => {
    expect((await me()).json()).toMatchObject({ name: null });
    app.instance.db.prepare("UPDATE users SET name = 'Alice A.' WHERE id = ?").run(alice.id);
    expect((await me()).json()).toMatchObject({ name: 'Alice A.' });

    const res = await api(app, 'i/regenerate-token', { i: alice.token, password: 'pw-secret' });
    expect(res.statusCode).toBeLessThan(300);
    expect(errorOf(await me()).code).toBe('AUTHENTICATION_FAILED');

    const bob = await signup(app, 'bob', 'pw-secret');
    expect((await me(bob)).statusCode).toBe(200);
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(bob.id);
    expect(errorOf(await me(bob)).code).toBe('YOUR_ACCOUNT_SUSPENDED');
  });

  it('sees a token revoked and a user renamed by another connection', async () => {
    expect((await me()).statusCode).toBe(200);
    const bob = await signup(app, 'bob', 'pw-secret');
    expect((await me(bob)).json()).toMatchObject({ name: null });
    const tool = openDatabase(join(dataDir, 'instance.sqlite'));
    try {
      tool.prepare('DELETE FROM access_tokens WHERE user_id = ?').run(alice.id);
      tool.prepare("UPDATE users SET name = 'Bob B.' WHERE id = ?").run(bob.id);
    } finally {
      closeDatabase(tool);
    }
    expect(errorOf(await me()).code).toBe('AUTHENTICATION_FAILED');
    expect((await me(bob)).json()).toMatchObject({ name: 'Bob B.' });
  });
});
