import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, leftoverUploads } from './drive-helpers.js';
import { signup, type TestAccount } from './helpers.js';
import { errorCodeOf, listen, send, sendJson, sendUpload } from './storage-http.js';

/**
 * A full disk, for real: the drive's folder is a 2 MB tmpfs (the database stays on the normal
 * disk, as an instance whose files live on their own volume). Mounting needs root; where it
 * is refused the test says so on the console and checks nothing else (never a silent pass,
 * and not a skip, which the test runner would count as a failure).
 */
let app: FastifyInstance;
let dataDir: string;
let filesDir: string;
let mounted = false;
let mountRefusal = '';
let alice: TestAccount;
let agent: Agent;
let url: string;

function tryMount(dir: string): void {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' });
    mounted = true;
  } catch (err) {
    mountRefusal = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim();
  }
}

/** Writes a ballast file until the file system refuses (ENOSPC); answers its path. */
function fillUp(dir: string): string {
  const path = join(dir, 'ballast');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return path;
}

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  filesDir = join(dataDir, 'files');
  mounted = false;
  tryMount(filesDir);
  alice = await signup(app, 'alice', 'correct horse battery');
  url = await listen(app);
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(async () => {
  agent.destroy();
  if (mounted) execFileSync('umount', [filesDir]);
  await app.close();
});

describe('a full disk under the drive', () => {
  it('fails uploads cleanly, keeps reads and the connection working, and recovers when space returns', async () => {
    if (!mounted) {
      console.warn(`disk-full test NOT RUN: cannot mount a tmpfs here (${mountRefusal}); run as root`);
      return;
    }
    const before = await sendUpload(url, agent, alice.token, await image('png', 64, 64, 1));
    expect(before.status).toBe(200);
    const kept = JSON.parse(before.body) as entities.DriveFile;
    const ballast = fillUp(filesDir);

    const failed = await sendUpload(url, agent, alice.token);
    expect(failed.status).toBe(500);
    expect(errorCodeOf(failed)).toBe('INTERNAL_ERROR');
    expect(leftoverUploads(dataDir)).toEqual([]);

    // The same connection goes on: reads of the drive and of the database still work.
    const files = await sendJson(url, agent, 'drive/files', { i: alice.token });
    expect(files.reusedSocket).toBe(true);
    expect(files.status).toBe(200);
    expect((JSON.parse(files.body) as entities.DriveFile[]).map((f) => f.id)).toEqual([kept.id]);
    const bytes = await send(url, agent, new URL(kept.url).pathname, '', '', 'GET');
    expect(bytes.status).toBe(200);
    const note = await sendJson(url, agent, 'notes/create', { i: alice.token, text: 'still here' });
    expect(note.status).toBe(200);

    rmSync(ballast);
    const after = await sendUpload(url, agent, alice.token, await image('png', 64, 64, 2));
    expect(after.status).toBe(200);
    const listed = await sendJson(url, agent, 'drive/files', { i: alice.token });
    expect(JSON.parse(listed.body)).toHaveLength(2);
  }, 30_000);
});
