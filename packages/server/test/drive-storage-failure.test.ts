import { rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, leftoverUploads, storedFiles } from './drive-helpers.js';
import { signup, type TestAccount } from './helpers.js';
import { errorCodeOf, listen, sendJson, sendUpload } from './storage-http.js';

let app: FastifyInstance;
let dataDir: string;
let alice: TestAccount;
let agent: Agent;
let url: string;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  alice = await signup(app, 'alice', 'correct horse battery');
  url = await listen(app);
  // One socket for every request of a test: a hung connection shows as a hung test.
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(async () => {
  agent.destroy();
  await app.close();
});

describe('a drive storage failure during an upload', () => {
  it('answers 500 INTERNAL_ERROR, keeps nothing, and the next request on the connection is answered', async () => {
    // The folder uploads are streamed into cannot be made: every write of an upload fails.
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'files'), 'not a folder');

    const failed = await sendUpload(url, agent, alice.token);
    expect(failed.status).toBe(500);
    expect(errorCodeOf(failed)).toBe('INTERNAL_ERROR');

    const next = await sendJson(url, agent, 'i', { i: alice.token });
    expect(next.reusedSocket).toBe(true);
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ id: alice.id });

    // Space (here: the folder) comes back, and so do uploads.
    rmSync(join(dataDir, 'files'));
    const png = await image('png', 64, 64);
    const ok = await sendUpload(url, agent, alice.token, png);
    expect(ok.status).toBe(200);
    expect(storedFiles(dataDir)).toHaveLength(2); // the original and its thumbnail
    expect(leftoverUploads(dataDir)).toEqual([]);
  }, 30_000);
});
