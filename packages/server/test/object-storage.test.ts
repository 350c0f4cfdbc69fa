import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingCount } from '../src/services/object-storage/index.js';
import { createDriveApp, image, leftoverUploads, storedFiles, upload, uploadRaw } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { bucketSettings, startTestBucket, type TestBucket } from './s3-server.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;
let alice: TestAccount;
let bucket: TestBucket;

const SECRET = 'secret-key-that-must-not-leak';

const storageSettings = () => bucketSettings(bucket, SECRET);

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signup(app, 'carol', 'correct horse battery'); // the first account administers
  alice = await signup(app, 'alice', 'correct horse battery');
  bucket = await startTestBucket('shiori-test');
});
afterEach(async () => {
  await app.close();
  await bucket.close();
});

describe('object storage settings', () => {
  it('are kept by admin/update-meta and answered by admin/meta, the secret key to administrators only', async () => {
    const before = await okAs<Record<string, unknown>>(app, 'admin/meta', admin);
    expect(before).toMatchObject({
      useObjectStorage: false,
      objectStorageBucket: null,
      objectStorageUseSSL: true,
    });

    await okAs(app, 'admin/update-meta', admin, storageSettings());
    const after = await okAs<Record<string, unknown>>(app, 'admin/meta', admin);
    expect(after).toMatchObject({ ...storageSettings(), objectStorageBaseUrl: null });
    expect(after.objectStorageSecretKey).toBe(SECRET);

    expect(errorOf(await callAs(app, 'admin/meta', alice)).code).toBe('ACCESS_DENIED');
    // The moderation log, read by every administrator, does not carry the secret key.
    const logs = await okAs<unknown[]>(app, 'admin/show-moderation-logs', admin);
    expect(JSON.stringify(logs)).toContain('objectStorageBucket');
    expect(JSON.stringify(logs)).not.toContain(SECRET);
  });

  it('refuses a base URL that is not http(s), a port out of range and an endpoint with a scheme', async () => {
    for (const wrong of [
      { objectStorageBaseUrl: 'javascript:alert(1)' },
      { objectStoragePort: 70000 },
      { objectStorageEndpoint: 'https://s3.example.com' },
      { objectStorageBucket: 'b'.repeat(1025) },
    ]) {
      const res = await callAs(app, 'admin/update-meta', admin, wrong);
      expect(errorOf(res).code, JSON.stringify(wrong)).toBe('INVALID_PARAM');
    }
    const kept = await okAs<Record<string, unknown>>(app, 'admin/meta', admin);
    expect(kept).toMatchObject({
      objectStorageBaseUrl: null,
      objectStoragePort: null,
      objectStorageEndpoint: null,
    });
  });
});

describe('drive files with object storage on', () => {
  it('go to the bucket with their type, are read from it, and leave it when deleted', async () => {
    const png = await image('png', 640, 480);
    const local = await upload(app, alice, {
      name: 'before.png',
      type: 'image/png',
      bytes: await image('png', 64, 64, 1),
    });
    await okAs(app, 'admin/update-meta', admin, storageSettings());

    const file = await upload(app, alice, { name: 'photo.png', type: 'image/png', bytes: png });
    const base = `http://127.0.0.1:${bucket.port}/shiori-test/`;
    expect(file.url).toMatch(new RegExp(`^${base}drive/[0-9a-f-]{36}\\.png$`));
    expect(file.thumbnailUrl).toMatch(new RegExp(`^${base}drive/thumbnail-[0-9a-f-]{36}\\.webp$`));
    const original = bucket.objects.get((file.url as string).slice(base.length));
    expect(original).toMatchObject({ type: 'image/png', acl: 'public-read', signed: true });
    expect(original?.body.equals(png)).toBe(true);
    expect(original?.disposition).toContain('inline; filename="photo.png"');
    expect(bucket.objects.get((file.thumbnailUrl as string).slice(base.length))?.type).toBe('image/webp');
    // Nothing of it on this server's disk: only the earlier file's original and thumbnail.
    expect(storedFiles(dataDir)).toHaveLength(2);
    expect(leftoverUploads(dataDir)).toEqual([]);

    // The bucket answers the URL with the bytes; drive/files/show finds the file by it.
    const fetched = await fetch(file.url);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(png)).toBe(true);
    const shown = await okAs<entities.DriveFile>(app, 'drive/files/show', alice, { url: file.thumbnailUrl });
    expect(shown.id).toBe(file.id);
    // As an avatar, this server's address of the thumbnail leads to the bucket.
    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, { avatarId: file.id });
    const avatar = await app.inject({ method: 'GET', url: new URL(me.avatarUrl as string).pathname });
    expect(avatar.statusCode).toBe(302);
    expect(avatar.headers.location).toBe(file.thumbnailUrl);

    // The file made before stays on disk and is served from here.
    const listed = await okAs<entities.DriveFile[]>(app, 'drive/files', alice);
    expect(listed.find((f) => f.id === local.id)?.url).toBe(local.url);
    const served = await app.inject({ method: 'GET', url: new URL(local.url).pathname });
    expect(served.statusCode).toBe(200);

    await okAs(app, 'drive/files/delete', alice, { fileId: file.id });
    expect([...bucket.objects.keys()]).toEqual([]);

    // The server reads a file in the bucket for its own use too: an emoji made from it.
    const leaf = await upload(app, admin, {
      name: 'leaf.png',
      type: 'image/png',
      bytes: await image('png', 128, 128, 3),
    });
    const emoji = await okAs<{ id: string }>(app, 'admin/emoji/add', admin, {
      name: 'leaf',
      fileId: leaf.id,
    });
    expect(emoji.id).toBeTruthy();
    expect(bucket.requests).toContain(`GET /shiori-test/${leaf.url.slice(base.length)}`);
  }, 30_000);

  it('fail the upload when the bucket refuses it, keeping no file, row or object', async () => {
    await okAs(app, 'admin/update-meta', admin, storageSettings());
    bucket.refuse = () => true;
    const res = await uploadRaw(app, alice, {
      name: 'photo.png',
      type: 'image/png',
      bytes: await image('png'),
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).code).toBe('INTERNAL_ERROR');
    expect(bucket.requests.some((r) => r.startsWith('PUT /shiori-test/drive/'))).toBe(true);

    // The thumbnail refused after the original went in: the original is taken out again.
    bucket.refuse = (method, key) => method === 'PUT' && key.includes('thumbnail-');
    const half = await uploadRaw(app, alice, {
      name: 'photo.png',
      type: 'image/png',
      bytes: await image('png', 640, 480, 2),
    });
    expect(half.statusCode).toBe(500);
    expect(bucket.requests.filter((r) => r.startsWith('DELETE '))).toHaveLength(1);
    expect([...bucket.objects.keys()]).toEqual([]);

    expect(await okAs<unknown[]>(app, 'drive/files', alice)).toEqual([]);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(leftoverUploads(dataDir)).toEqual([]);
    // A refused PUT stored nothing, so the sweep's list keeps none of these keys.
    expect(pendingCount(app.instance.db)).toBe(0);
  }, 30_000);
});
