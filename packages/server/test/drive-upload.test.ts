import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storePolicyOverrides } from '../src/services/policies.js';
import {
  createDriveApp,
  elf,
  type ImageFormat,
  image,
  leftoverUploads,
  multipartBody,
  noise,
  pathOf,
  storedFiles,
  upload,
  uploadRaw,
  wav,
} from './drive-helpers.js';
import { api, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let alice: TestAccount;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

function rowCount(): number {
  return (app.instance.db.prepare('SELECT COUNT(*) AS n FROM drive_files').get() as { n: number }).n;
}

const IMAGE_TYPES: [ImageFormat, string][] = [
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['avif', 'image/avif'],
  ['tiff', 'image/tiff'],
];

describe('drive/files/create', () => {
  it.each(IMAGE_TYPES)(
    'stores a %s picture with size, blurhash and a WebP thumbnail',
    async (format, mime) => {
      const bytes = await image(format, 1200, 800);
      // The declared type and name lie on purpose: only the bytes count.
      const file = await upload(app, alice, {
        name: `holiday.${format}`,
        type: 'application/octet-stream',
        bytes,
      });

      expect(file).toMatchObject({
        name: `holiday.${format}`,
        type: mime,
        size: bytes.length,
        md5: createHash('md5').update(bytes).digest('hex'),
        isSensitive: false,
        comment: null,
        folderId: null,
        userId: alice.id,
        properties: { width: 1200, height: 800 },
      });
      expect(file.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
      expect(file.url.startsWith(`${app.instance.config.url}/files/`)).toBe(true);
      expect(file.thumbnailUrl).not.toBeNull();

      const served = await app.inject({ method: 'GET', url: pathOf(file.url) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="holiday\./);
      expect(served.headers['cache-control']).toContain('max-age=31536000');

      const thumb = await app.inject({ method: 'GET', url: pathOf(file.thumbnailUrl as string) });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(498);
    },
  );

  it('keeps the EXIF orientation of a photo and answers HEAD without a body', async () => {
    const bytes = await sharp(await image('jpeg', 300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const file = await upload(app, alice, { name: 'rotated.jpg', type: 'image/jpeg', bytes });
    expect(file.properties).toEqual({ width: 300, height: 200, orientation: 6 });
    const head = await app.inject({ method: 'HEAD', url: pathOf(file.url) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.body).toBe('');
  });

  it('stores audio (a WAV file) without a thumbnail and serves it inline with ranges', async () => {
    const bytes = wav();
    const file = await upload(app, alice, { name: 'tone.wav', type: 'audio/wav', bytes });
    expect(file).toMatchObject({ type: 'audio/wav', thumbnailUrl: null, blurhash: null, properties: {} });

    const served = await app.inject({
      method: 'GET',
      url: pathOf(file.url),
      headers: { range: 'bytes=0-43' },
    });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-range']).toBe(`bytes 0-43/${bytes.length}`);
    expect(served.rawPayload.equals(bytes.subarray(0, 44))).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^inline/);
  });

  it('accepts plain text (a long pasted text) but serves it only as a download', async () => {
    const bytes = Buffer.from(`${'A long pasted text. '.repeat(80)}\nwith ünïcode ✓\n`);
    const file = await upload(app, alice, { name: 'pasted.txt', type: 'text/plain', bytes });
    expect(file.type).toBe('text/plain');
    const served = await app.inject({ method: 'GET', url: pathOf(file.url) });
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="pasted.txt"/);
    expect(served.body).toBe(bytes.toString('utf8'));
  });

  it('accepts a zip archive (an emoji export) as a plain download, never inline, with no thumbnail', async () => {
    const bytes = Buffer.from(zipSync({ 'meta.json': strToU8('{"emojis":[]}') }));
    const file = await upload(app, alice, { name: 'emojis', type: 'image/png', bytes });
    expect(file).toMatchObject({ type: 'application/zip', name: 'emojis.zip', thumbnailUrl: null });
    const served = await app.inject({ method: 'GET', url: pathOf(file.url) });
    expect(served.headers['content-type']).toBe('application/zip');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="emojis.zip"/);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('still refuses formats built on zip that are not plain archives (a Java archive)', async () => {
    const bytes = Buffer.from(
      zipSync({ 'META-INF/MANIFEST.MF': strToU8('Manifest-Version: 1.0\n'), 'A.class': new Uint8Array(8) }),
    );
    const res = await uploadRaw(app, alice, { name: 'tool.zip', type: 'application/zip', bytes });
    expect(errorOf(res)).toMatchObject({ code: 'UNALLOWED_FILE_TYPE' });
    expect(rowCount()).toBe(0);
  });

  it('refuses an executable named like a picture and keeps nothing of it', async () => {
    for (const bytes of [elf(), Buffer.concat([Buffer.from('MZ'), noise(4000)])]) {
      const res = await uploadRaw(app, alice, { name: 'x.png', type: 'image/png', bytes });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'UNALLOWED_FILE_TYPE',
        id: '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
      });
    }
    expect(rowCount()).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(leftoverUploads(dataDir)).toEqual([]);
  });

  it('answers 413 over the maximum file size and keeps nothing', async () => {
    storePolicyOverrides(app.instance.db, { maxFileSizeMb: 0.01 }); // 10 KiB
    const res = await uploadRaw(app, alice, {
      name: 'big.txt',
      type: 'text/plain',
      bytes: Buffer.alloc(64 * 1024, 'a'),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: 'MAX_FILE_SIZE_EXCEEDED' });
    expect(rowCount()).toBe(0);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(leftoverUploads(dataDir)).toEqual([]);
    const meta = (await api(app, 'meta', {})).json() as { maxFileSize: number };
    expect(meta.maxFileSize).toBe(Math.floor(0.01 * 1024 * 1024));
  });

  it('answers NO_FREE_SPACE when the drive is full, and reports capacity and usage', async () => {
    storePolicyOverrides(app.instance.db, { driveCapacityMb: 0.02 }); // about 20 KiB
    const first = await upload(app, alice, {
      name: 'a.txt',
      type: 'text/plain',
      bytes: Buffer.alloc(15_000, 'a'),
    });
    const res = await uploadRaw(app, alice, {
      name: 'b.txt',
      type: 'text/plain',
      bytes: Buffer.alloc(15_000, 'b'),
    });
    expect(errorOf(res)).toMatchObject({ code: 'NO_FREE_SPACE', id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064' });
    expect(rowCount()).toBe(1);
    expect(storedFiles(dataDir)).toHaveLength(1);
    const drive = (await api(app, 'drive', { i: alice.token })).json();
    expect(drive).toEqual({ capacity: Math.floor(0.02 * 1024 * 1024), usage: first.size });
  });

  it('marks every upload sensitive under alwaysMarkNsfw, and the owner cannot unmark it', async () => {
    storePolicyOverrides(app.instance.db, { alwaysMarkNsfw: true });
    const file = await upload(app, alice, { name: 'p.png', type: 'image/png', bytes: await image('png') });
    expect(file.isSensitive).toBe(true);
    const res = await api(app, 'drive/files/update', { i: alice.token, fileId: file.id, isSensitive: false });
    expect(errorOf(res)).toMatchObject({ code: 'RESTRICTED_BY_ROLE' });
  });

  it('takes the multipart fields in any order, with name, comment, isSensitive and folder', async () => {
    const folder = (await api(app, 'drive/folders/create', { i: alice.token, name: 'Trips' })).json() as {
      id: string;
    };
    const body = multipartBody(
      { i: alice.token },
      { name: 'ignored.png', type: 'image/png', bytes: await image('png') },
    );
    // Fields after the file part, as Misskey's own client sends them.
    const tail = multipartBody({
      name: 'sea.png',
      comment: 'The sea at dawn',
      isSensitive: 'true',
      folderId: folder.id,
    });
    const boundary = body.contentType.split('boundary=')[1] as string;
    const tailBoundary = tail.contentType.split('boundary=')[1] as string;
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(tail.payload.toString('latin1').replaceAll(tailBoundary, boundary), 'latin1'),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/drive/files/create',
      headers: { 'content-type': body.contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'sea.png',
      comment: 'The sea at dawn',
      isSensitive: true,
      folderId: folder.id,
    });
  });

  it('gives the same file back for the same bytes unless forced', async () => {
    const bytes = await image('png');
    const a = await upload(app, alice, { name: 'a.png', type: 'image/png', bytes });
    const b = await upload(app, alice, { name: 'b.png', type: 'image/png', bytes });
    const c = await upload(app, alice, { name: 'c.png', type: 'image/png', bytes }, { force: 'true' });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it('needs a file, a sign-in, and a multipart body only where a file is expected', async () => {
    const noFile = await uploadRaw(app, alice, undefined, { name: 'x' });
    expect(errorOf(noFile)).toMatchObject({ code: 'FILE_REQUIRED' });
    const signedOut = await uploadRaw(app, null, {
      name: 'a.png',
      type: 'image/png',
      bytes: await image('png'),
    });
    expect(errorOf(signedOut)).toMatchObject({ code: 'CREDENTIAL_REQUIRED' });
    const elsewhere = await uploadRaw(app, alice, undefined, { text: 'hi' }, 'notes/create');
    expect(errorOf(elsewhere)).toMatchObject({ code: 'INVALID_PARAM' });
    const badName = await uploadRaw(
      app,
      alice,
      { name: 'a.png', type: 'image/png', bytes: await image('png') },
      {
        name: '../../etc/passwd',
      },
    );
    expect(errorOf(badName)).toMatchObject({ code: 'INVALID_FILE_NAME' });
    expect(rowCount()).toBe(0);
    expect(leftoverUploads(dataDir)).toEqual([]);
  });

  it('refuses uploads from an account that has moved away', async () => {
    app.instance.db.prepare("UPDATE users SET moved_to = 'elsewhere' WHERE id = ?").run(alice.id);
    const res = await uploadRaw(app, alice, { name: 'a.png', type: 'image/png', bytes: await image('png') });
    expect(errorOf(res)).toMatchObject({ code: 'YOUR_ACCOUNT_MOVED' });
    const byUrl = await api(app, 'drive/files/upload-from-url', {
      i: alice.token,
      url: 'https://example.com/a.png',
    });
    expect(errorOf(byUrl)).toMatchObject({ code: 'YOUR_ACCOUNT_MOVED' });
    expect(rowCount()).toBe(0);
    expect(leftoverUploads(dataDir)).toEqual([]);
  });

  it('answers 404 for a key that does not exist or is malformed', async () => {
    expect((await app.inject({ method: 'GET', url: `/files/o-${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/files/..%2Finstance.sqlite' })).statusCode).toBe(404);
  });
});
