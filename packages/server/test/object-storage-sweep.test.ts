import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentDriveStore } from '../src/services/drive/file-store.js';
import {
  backoffMs,
  MAX_BACKOFF_MS,
  MAX_DELETE_TRIES,
  sweepObjectStorage,
} from '../src/services/drive/object-sweep.js';
import {
  bucketLocation,
  listRefusedDelete,
  listUploads,
  objectStorageSettings,
} from '../src/services/object-storage/index.js';
import { createDriveApp, image, upload, uploadRaw } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { bucketSettings, startTestBucket, type TestBucket } from './s3-server.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;
let alice: TestAccount;
let bucket: TestBucket;

const SECRET = 'secret-key-that-must-not-leak';
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signup(app, 'carol', 'correct horse battery');
  alice = await signup(app, 'alice', 'correct horse battery');
  bucket = await startTestBucket('shiori-test');
  await okAs(app, 'admin/update-meta', admin, bucketSettings(bucket, SECRET));
});
afterEach(async () => {
  await app.close();
  await bucket.close();
});

/** The to-do list as the sweep sees it. */
function listed(): { key: string; kind: string; tries: number }[] {
  return app.instance.db
    .prepare('SELECT key, kind, tries FROM object_storage_pending ORDER BY key')
    .all() as { key: string; kind: string; tries: number }[];
}

/** A file's object keys, from the URLs the API answers. */
function keysOf(file: entities.DriveFile): string[] {
  const base = `http://127.0.0.1:${bucket.port}/shiori-test/`;
  return [file.url, file.thumbnailUrl].filter((url) => url !== null).map((url) => url.slice(base.length));
}

const stored = () => [...bucket.objects.keys()].sort();

describe('the bucket objects no drive row uses', () => {
  it('are left listed by a crash between the PUT and the insert, and deleted by the next process’s sweep', async () => {
    const kept = await upload(app, alice, { name: 'kept.png', type: 'image/png', bytes: await image('png') });
    expect(listed()).toEqual([]); // the insert unlisted its keys

    // What a process that dies right after the PUTs leaves: objects and their listed keys, no row.
    const tempPath = join(dataDir, 'crash-upload.png');
    const bytes = await image('png', 320, 240, 4);
    writeFileSync(tempPath, bytes);
    const placement = await currentDriveStore(app.instance).keep({
      tempPath,
      size: bytes.length,
      type: 'image/png',
      ext: 'png',
      name: 'lost.png',
      accessKey: 'unused-original',
      thumbnailKey: 'unused-thumbnail',
      thumbnail: await image('webp', 32, 24),
    });
    const orphans = [placement.objectKey, placement.thumbnailObjectKey].sort();
    expect(stored()).toEqual([...keysOf(kept), ...orphans].sort());
    expect(listed().map((row) => row.key)).toEqual(orphans);

    // In the same process a key this new may belong to an upload still under way: left alone.
    const early = await sweepObjectStorage(app.instance, { startedAt: Date.now() - HOUR });
    expect(early.deleted).toBe(0);
    expect(stored()).toHaveLength(4);

    // A process started after the crash deletes them; the file with a row keeps its objects.
    const report = await sweepObjectStorage(app.instance, { startedAt: Date.now() + 1 });
    expect(report).toEqual({ deleted: 2, inUse: 0, failed: 0, gaveUp: 0, stranded: 0 });
    expect(stored()).toEqual(keysOf(kept).sort());
    expect(listed()).toEqual([]);
  }, 30_000);

  it('when the insert throws or a delete is refused, stay listed and are deleted by a later sweep', async () => {
    const file = await upload(app, alice, { name: 'a.png', type: 'image/png', bytes: await image('png') });
    // The row's insert fails and the bucket refuses the clean-up's deletes.
    app.instance.db.exec(
      "CREATE TEMP TRIGGER crash_insert BEFORE INSERT ON drive_files BEGIN SELECT RAISE(ABORT, 'simulated'); END",
    );
    bucket.refuse = (method) => method === 'DELETE';
    const failed = await uploadRaw(app, alice, {
      name: 'b.png',
      type: 'image/png',
      bytes: await image('png', 640, 480, 5),
    });
    expect(errorOf(failed).code).toBe('INTERNAL_ERROR');
    app.instance.db.exec('DROP TRIGGER crash_insert');
    // And deleting a file whose objects the bucket will not let go of.
    await okAs(app, 'drive/files/delete', alice, { fileId: file.id });
    expect(await okAs<unknown[]>(app, 'drive/files', alice)).toEqual([]);
    expect(stored()).toHaveLength(4);
    expect(listed().map((row) => row.key)).toEqual(stored());
    // What /admin/object-storage shows; administrators only.
    expect(await okAs(app, 'admin/object-storage/pending', admin)).toEqual({ count: 4, elsewhere: [] });
    expect(errorOf(await callAs(app, 'admin/object-storage/pending', alice)).code).toBe('ACCESS_DENIED');

    const now = Date.now();
    const refused = await sweepObjectStorage(app.instance, { now, startedAt: now });
    expect(refused).toEqual({ deleted: 0, inUse: 0, failed: 4, gaveUp: 0, stranded: 0 });
    expect(listed().every((row) => row.tries === 1)).toBe(true);
    // Not tried again before its backoff.
    const deletes = () => bucket.requests.filter((r) => r.startsWith('DELETE ')).length;
    const before = deletes();
    await sweepObjectStorage(app.instance, { now: now + backoffMs(1) - 1, startedAt: now });
    expect(deletes()).toBe(before);

    bucket.refuse = () => false;
    const later = await sweepObjectStorage(app.instance, { now: now + backoffMs(1), startedAt: now });
    expect(later).toEqual({ deleted: 4, inUse: 0, failed: 0, gaveUp: 0, stranded: 0 });
    expect(stored()).toEqual([]);
    expect(listed()).toEqual([]);
    expect(await okAs(app, 'admin/object-storage/pending', admin)).toEqual({ count: 0, elsewhere: [] });
  }, 30_000);

  it('never deletes a key a row uses, counts a 404 as deleted, and gives up after the last try', async () => {
    const file = await upload(app, alice, { name: 'c.png', type: 'image/png', bytes: await image('png') });
    const now = Date.now();
    const here = bucketLocation(objectStorageSettings(app.instance.db));
    listUploads(app.instance.db, keysOf(file), here, now - 2 * HOUR);
    listRefusedDelete(app.instance.db, 'drive/gone.png', here, now);
    listRefusedDelete(app.instance.db, 'drive/stuck.png', here, now);
    bucket.refuse = (method, key) =>
      method === 'DELETE' && (key === 'drive/gone.png' ? 404 : key === 'drive/stuck.png');

    const given: { key: string; tries: number; error: string }[] = [];
    const onGiveUp = (key: string, tries: number, error: string) => given.push({ key, tries, error });
    const first = await sweepObjectStorage(app.instance, { now, startedAt: now, onGiveUp });
    expect(first).toEqual({ deleted: 1, inUse: 2, failed: 1, gaveUp: 0, stranded: 0 });
    expect(stored()).toEqual(keysOf(file).sort());
    expect(listed()).toEqual([{ key: 'drive/stuck.png', kind: 'delete', tries: 1 }]);

    let at = now;
    for (let tries = 2; tries <= MAX_DELETE_TRIES; tries++) {
      at += backoffMs(tries - 1);
      await sweepObjectStorage(app.instance, { now: at, startedAt: now, onGiveUp });
    }
    expect(listed()).toEqual([]);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ key: 'drive/stuck.png', tries: MAX_DELETE_TRIES });
    expect(given[0]?.error).toContain('HTTP 403');
    expect(given[0]?.error).not.toContain(SECRET);
    expect(given[0]?.error).not.toContain('test-access-key');
    // The file itself is still whole.
    expect((await fetch(file.url)).status).toBe(200);
  }, 30_000);

  it('stay listed and reported after a switch to another endpoint, never deleted there, and go once switched back', async () => {
    // The first bucket refuses the deletes of a deleted file: its two keys are listed.
    const file = await upload(app, alice, { name: 'd.png', type: 'image/png', bytes: await image('png') });
    bucket.refuse = (method) => method === 'DELETE';
    await okAs(app, 'drive/files/delete', alice, { fileId: file.id });
    const oldKeys = keysOf(file).sort();
    expect(stored()).toEqual(oldKeys);
    bucket.refuse = () => false;

    // Another server, with a bucket of the same name; one of its keys is listed too.
    const other = await startTestBucket('shiori-test');
    try {
      await okAs(app, 'admin/update-meta', admin, bucketSettings(other, SECRET));
      const moved = await upload(app, alice, { name: 'e.png', type: 'image/png', bytes: await image('png') });
      other.refuse = (method) => method === 'DELETE';
      await okAs(app, 'drive/files/delete', alice, { fileId: moved.id });
      other.refuse = () => false;
      expect(listed()).toHaveLength(4);

      const now = Date.now();
      const strandedKeys: { key: string; location: string | null }[] = [];
      const onStranded = (key: string, location: string | null) => strandedKeys.push({ key, location });
      const report = await sweepObjectStorage(app.instance, { now, startedAt: now, onStranded });
      expect(report).toEqual({ deleted: 2, inUse: 0, failed: 0, gaveUp: 0, stranded: 2 });
      expect([...other.objects.keys()]).toEqual([]);
      // The first bucket's objects are where they were, still listed; nothing of them was asked of the other.
      expect(stored()).toEqual(oldKeys);
      expect(listed().map((row) => row.key)).toEqual(oldKeys);
      expect(other.requests.filter((r) => oldKeys.some((key) => r.includes(key)))).toEqual([]);
      expect(strandedKeys.map((s) => s.key).sort()).toEqual(oldKeys);
      expect(strandedKeys[0]?.location).toContain(`127.0.0.1:${bucket.port}/shiori-test`);
      expect(JSON.stringify(strandedKeys)).not.toContain(SECRET);
      // The control panel is told where they are (no secret with it).
      const pending = await okAs(app, 'admin/object-storage/pending', admin);
      expect(pending).toEqual({
        count: 2,
        elsewhere: [{ bucket: expect.stringContaining(`127.0.0.1:${bucket.port}/shiori-test`), count: 2 }],
      });
      expect(JSON.stringify(pending)).not.toContain(SECRET);

      // Switched back, the next look at them deletes them from their own bucket.
      await okAs(app, 'admin/update-meta', admin, bucketSettings(bucket, SECRET));
      expect(await okAs(app, 'admin/object-storage/pending', admin)).toEqual({ count: 2, elsewhere: [] });
      const back = await sweepObjectStorage(app.instance, { now: now + MAX_BACKOFF_MS, startedAt: now });
      expect(back).toEqual({ deleted: 2, inUse: 0, failed: 0, gaveUp: 0, stranded: 0 });
      expect(stored()).toEqual([]);
      expect(listed()).toEqual([]);
    } finally {
      await other.close();
    }
  }, 30_000);
});
