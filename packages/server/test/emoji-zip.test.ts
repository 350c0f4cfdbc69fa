import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFile } from '../src/services/drive/repository.js';
import { pathOfKey } from '../src/services/drive/storage.js';
import { jobRunner } from '../src/services/import-export/index.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { addEmojiAs, call, signupAdmin, storedEmojiImages } from './emoji-helpers.js';
import { errorOf, okAs, signup, type TestAccount } from './helpers.js';

let apps: FastifyInstance[] = [];

async function instance(): Promise<{ app: FastifyInstance; dataDir: string; admin: TestAccount }> {
  const { app, dataDir } = await createDriveApp();
  apps.push(app);
  return { app, dataDir, admin: await signupAdmin(app) };
}

beforeEach(() => {
  apps = [];
});
afterEach(async () => {
  for (const app of apps) {
    await jobRunner(app.instance).idle();
    await app.close();
  }
});

function bytesOf(app: FastifyInstance, fileId: string): Buffer {
  const file = findFile(app.instance.db, fileId);
  if (!file) throw new Error(`no file ${fileId}`);
  return readFileSync(pathOfKey(app.instance.config, file.accessKey));
}

/** Runs export-custom-emojis as `who` and answers the zip's bytes, from the notification's file. */
async function exportZip(
  app: FastifyInstance,
  who: TestAccount,
): Promise<{ file: entities.DriveFile; zip: Buffer }> {
  const res = await call(app, 'export-custom-emojis', who);
  expect(res.statusCode, res.body).toBe(204);
  await jobRunner(app.instance).idle();
  const [done] = await okAs<entities.Notification[]>(app, 'i/notifications', who, {
    includeTypes: ['exportCompleted'],
  });
  if (done?.type !== 'exportCompleted') throw new Error('no exportCompleted notification');
  expect(done.exportedEntity).toBe('customEmoji');
  const file = await okAs<entities.DriveFile>(app, 'drive/files/show', who, { fileId: done.fileId });
  return { file, zip: bytesOf(app, done.fileId) };
}

async function importZip(app: FastifyInstance, who: TestAccount, zip: Uint8Array): Promise<string> {
  const file = await upload(app, who, {
    name: 'emojis.zip',
    type: 'application/zip',
    bytes: Buffer.from(zip),
  });
  const res = await call(app, 'admin/emoji/import-zip', who, { fileId: file.id });
  expect(res.statusCode, res.body).toBe(204);
  await jobRunner(app.instance).idle();
  const job = app.instance.db
    .prepare(
      "SELECT state, error, skipped FROM user_jobs WHERE kind = 'import:customEmoji' ORDER BY rowid DESC",
    )
    .get() as { state: string; error: string | null; skipped: number };
  return job.error ?? `${job.state}, ${job.skipped} skipped`;
}

async function emojiList(app: FastifyInstance, who: TestAccount) {
  const list = await okAs<(entities.EmojiDetailed & { width: number })[]>(app, 'admin/emoji/list', who, {
    limit: 100,
  });
  return list
    .map((e) => ({
      name: e.name,
      category: e.category,
      aliases: e.aliases,
      license: e.license,
      isSensitive: e.isSensitive,
      localOnly: e.localOnly,
      width: e.width,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function png(width: number, height: number, seed: number): Promise<Uint8Array> {
  return new Uint8Array(await image('png', width, height, seed));
}

describe('export-custom-emojis and admin/emoji/import-zip', () => {
  it('round-trips names, categories, aliases, licence, flags and images into a fresh instance', async () => {
    const a = await instance();
    await addEmojiAs(a.app, a.admin, 'cat', { category: 'Pets', aliases: ['kitty', 'neko'], license: 'CC0' });
    await addEmojiAs(a.app, a.admin, 'blob_wave', { isSensitive: true, localOnly: true });
    // Any signed-in account may export, as in Misskey.
    const reader = await signup(a.app, 'reader', 'pw-secret');
    const { file, zip } = await exportZip(a.app, reader);
    expect(file.type).toBe('application/zip');
    expect(file.name).toMatch(/^custom-emojis-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.zip$/);

    const entries = unzipSync(zip);
    const meta = JSON.parse(Buffer.from(entries['meta.json'] as Uint8Array).toString('utf8'));
    expect(meta).toMatchObject({ metaVersion: 2, host: new URL(a.app.instance.config.url).host });
    expect(meta.emojis).toHaveLength(2);
    expect(meta.emojis[0]).toMatchObject({
      fileName: 'cat.webp',
      downloaded: true,
      emoji: { name: 'cat', host: null },
    });
    expect((await sharp(Buffer.from(entries['cat.webp'] as Uint8Array)).metadata()).format).toBe('webp');

    const b = await instance();
    expect(await importZip(b.app, b.admin, zip)).toBe('completed, 0 skipped');
    expect(await emojiList(b.app, b.admin)).toEqual(await emojiList(a.app, a.admin));
    const served = await b.app.inject({ method: 'GET', url: '/emoji/cat.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(entries['cat.webp'] as Uint8Array))).toBe(true);
  });

  it('replaces an emoji of the same name (new image and fields), as Misskey does', async () => {
    const b = await instance();
    const old = await addEmojiAs(b.app, b.admin, 'cat', { category: 'Old', aliases: ['old'] });
    const zip = zipSync({
      'meta.json': strToU8(
        JSON.stringify({
          metaVersion: 2,
          emojis: [
            {
              fileName: 'cat.png',
              downloaded: true,
              emoji: { name: 'cat', category: 'New', aliases: ['new'] },
            },
          ],
        }),
      ),
      'cat.png': await png(64, 32, 7),
    });
    expect(await importZip(b.app, b.admin, zip)).toBe('completed, 0 skipped');
    const list = await emojiList(b.app, b.admin);
    expect(list).toEqual([
      expect.objectContaining({ name: 'cat', category: 'New', aliases: ['new'], width: 64 }),
    ]);
    const shown = await okAs<entities.EmojiDetailed>(b.app, 'emoji', b.admin, { name: 'cat' });
    expect(shown.id).not.toBe(old.id);
    expect(storedEmojiImages(b.dataDir)).toEqual([`${shown.id}.webp`]);
  });

  it('skips records with bad names, path-like file names, missing or non-image files', async () => {
    const b = await instance();
    const record = (fileName: string, name: string, downloaded = true) => ({
      fileName,
      downloaded,
      emoji: { name },
    });
    const zip = zipSync({
      'meta.json': strToU8(
        JSON.stringify({
          emojis: [
            record('ok.png', 'ok'),
            record('bad.png', 'bad name'),
            record('../ok.png', 'escape'),
            record('gone.png', 'gone'),
            record('ok.png', 'notdownloaded', false),
            record('text.png', 'text'),
          ],
        }),
      ),
      'ok.png': await png(40, 40, 1),
      'text.png': strToU8('not a picture'),
    });
    expect(await importZip(b.app, b.admin, zip)).toBe('completed, 5 skipped');
    expect((await emojiList(b.app, b.admin)).map((e) => e.name)).toEqual(['ok']);
  });

  it('fails the job with a clear reason for a broken zip, a zip without meta.json or one over the limits', async () => {
    const b = await instance();
    const truncated = zipSync({ 'meta.json': strToU8('{"emojis":[]}'), 'a.png': await png(40, 40, 2) }).slice(
      0,
      200,
    );
    // A zip bomb's entry: declares more than one entry may unpack to.
    const bomb = zipSync({ 'meta.json': new Uint8Array(9 * 1024 * 1024) }, { level: 9 });
    for (const [zip, reason] of [
      [zipSync({ 'readme.txt': strToU8('hello') }), 'no readable meta.json'],
      [zipSync({ 'meta.json': strToU8('{not json') }), 'no readable meta.json'],
      [bomb, 'unpacks too large'],
      [truncated, 'not a readable zip archive'],
    ] as const) {
      expect(await importZip(b.app, b.admin, zip)).toBe(reason);
    }
    expect(await emojiList(b.app, b.admin)).toEqual([]);
    // The instance still answers after the failures.
    expect((await call(b.app, 'emojis', null)).statusCode).toBe(200);
  });

  it('refuses a file that is not the caller’s, one that is not a zip, and callers who may not manage emoji', async () => {
    const b = await instance();
    const bob = await signup(b.app, 'bob', 'pw-secret');
    const bobsZip = await upload(b.app, bob, {
      name: 'e.zip',
      type: 'application/zip',
      bytes: Buffer.from(zipSync({ 'meta.json': strToU8('{"emojis":[]}') })),
    });
    const picture = await upload(b.app, b.admin, {
      name: 'p.png',
      type: 'image/png',
      bytes: await image('png', 20, 20, 3),
    });
    expect(errorOf(await call(b.app, 'admin/emoji/import-zip', b.admin, { fileId: bobsZip.id })).code).toBe(
      'NO_SUCH_FILE',
    );
    expect(errorOf(await call(b.app, 'admin/emoji/import-zip', b.admin, { fileId: picture.id })).code).toBe(
      'UNSUPPORTED_FILE_TYPE',
    );
    expect(errorOf(await call(b.app, 'admin/emoji/import-zip', bob, { fileId: bobsZip.id })).code).toBe(
      'ROLE_PERMISSION_DENIED',
    );
  });

  it('stores the other emoji when one cannot be stored, and the failed job is retried from the queue', async () => {
    const b = await instance();
    const record = (name: string) => ({ fileName: `${name}.png`, downloaded: true, emoji: { name } });
    const zip = zipSync({
      'meta.json': strToU8(JSON.stringify({ emojis: [record('first'), record('broken'), record('last')] })),
      'first.png': await png(40, 40, 1),
      'broken.png': await png(40, 40, 2),
      'last.png': await png(40, 40, 3),
    });
    // The database refuses one emoji's row, as a full disk would.
    b.app.instance.db.exec(
      "CREATE TRIGGER refuse_broken BEFORE INSERT ON custom_emojis WHEN NEW.name = 'broken' BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    expect(await importZip(b.app, b.admin, zip)).toBe('1 of 3 emoji could not be stored (broken: disk full)');
    expect((await emojiList(b.app, b.admin)).map((e) => e.name).sort()).toEqual(['first', 'last']);

    const failedJobs = () =>
      okAs<{ id: string; name: string; failedReason: string }[]>(b.app, 'admin/queue/jobs', b.admin, {
        queue: 'db',
        state: ['failed'],
      });
    const [job] = await failedJobs();
    expect(job).toMatchObject({
      name: 'importCustomEmojis',
      failedReason: expect.stringContaining('1 of 3'),
    });
    const bob = await signup(b.app, 'bob', 'pw-secret');
    expect(
      errorOf(await call(b.app, 'admin/queue/retry-job', bob, { queue: 'db', jobId: job?.id })).code,
    ).toBe('ACCESS_DENIED');

    // Mended, the retry reads the same zip again: every emoji is in and the failed job is gone.
    b.app.instance.db.exec('DROP TRIGGER refuse_broken');
    const retried = await call(b.app, 'admin/queue/retry-job', b.admin, { queue: 'db', jobId: job?.id });
    expect(retried.statusCode, retried.body).toBe(204);
    await jobRunner(b.app.instance).idle();
    expect((await emojiList(b.app, b.admin)).map((e) => e.name).sort()).toEqual(['broken', 'first', 'last']);
    expect(await failedJobs()).toEqual([]);
    expect(
      errorOf(await call(b.app, 'admin/queue/retry-job', b.admin, { queue: 'db', jobId: job?.id })).code,
    ).toBe('NO_SUCH_JOB');
  });

  it('retries a broken zip’s failed import only while its file is still the importer’s', async () => {
    const b = await instance();
    const fileId = (
      await upload(b.app, b.admin, {
        name: 'broken.zip',
        type: 'application/zip',
        bytes: Buffer.from(zipSync({ 'readme.txt': strToU8('hello') })),
      })
    ).id;
    expect((await call(b.app, 'admin/emoji/import-zip', b.admin, { fileId })).statusCode).toBe(204);
    await jobRunner(b.app.instance).idle();
    const failed = () =>
      okAs<{ id: string; failedReason: string }[]>(b.app, 'admin/queue/jobs', b.admin, {
        queue: 'db',
        state: ['failed'],
      });
    const [first] = await failed();
    expect(first?.failedReason).toBe('no readable meta.json');
    // Retried, it runs again (and fails again: the zip is the same).
    expect(
      (await call(b.app, 'admin/queue/retry-job', b.admin, { queue: 'db', jobId: first?.id })).statusCode,
    ).toBe(204);
    await jobRunner(b.app.instance).idle();
    const [second] = await failed();
    expect(second?.id).not.toBe(first?.id);
    expect(second?.failedReason).toBe('no readable meta.json');
    // Once the file is deleted there is nothing to read again.
    await okAs(b.app, 'drive/files/delete', b.admin, { fileId });
    expect(
      errorOf(await call(b.app, 'admin/queue/retry-job', b.admin, { queue: 'db', jobId: second?.id })).code,
    ).toBe('CANNOT_RETRY_JOB');
  });

  it('lets an account export once an hour', async () => {
    const b = await instance();
    await exportZip(b.app, b.admin);
    expect(errorOf(await call(b.app, 'export-custom-emojis', b.admin)).code).toBe('RATE_LIMIT_EXCEEDED');
  });
});
