import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bombPng, createDriveApp, image, storedFiles, upload } from './drive-helpers.js';
import { signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let alice: TestAccount;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  alice = await signup(app, 'alice', 'correct horse battery');
});
afterEach(async () => {
  await app.close();
});

describe('a picture over the pixel limit', () => {
  it('is kept with its size read from the header, and without thumbnail or blurhash', async () => {
    const bytes = bombPng(20_000, 20_000);
    expect(bytes.length).toBeLessThan(100_000);

    const file = await upload(app, alice, { name: 'bomb.png', type: 'image/png', bytes });

    expect(file).toMatchObject({
      type: 'image/png',
      size: bytes.length,
      properties: { width: 20_000, height: 20_000 },
      thumbnailUrl: null,
      blurhash: null,
    });
    expect(storedFiles(dataDir)).toHaveLength(1); // the original only
    const served = await app.inject({ method: 'GET', url: new URL(file.url).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('leaves pictures within the limit as they were: size, thumbnail and blurhash', async () => {
    const file = await upload(app, alice, {
      name: 'p.png',
      type: 'image/png',
      bytes: await image('png', 640, 480),
    });
    expect(file.properties).toEqual({ width: 640, height: 480 });
    expect(file.thumbnailUrl).toMatch(/\/files\/t-/);
    expect(file.blurhash).toEqual(expect.any(String));
  });
});

/** A BMP header (BITMAPINFOHEADER, 24 bit) claiming width × height, with `pixels` bytes after it. */
function bmp(width: number, height: number, pixels = 16): Buffer {
  const head = Buffer.alloc(54);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(54 + pixels, 2);
  head.writeUInt32LE(54, 10);
  head.writeUInt32LE(40, 14);
  head.writeInt32LE(width, 18);
  head.writeInt32LE(-height, 22); // top-down
  head.writeUInt16LE(1, 26);
  head.writeUInt16LE(24, 28);
  return Buffer.concat([head, Buffer.alloc(pixels, 0x80)]);
}

/** An ICO with one entry holding `image` (the directory says 16 × 16). */
function ico(image: Buffer): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = 16;
  head[7] = 16;
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

describe('pictures sharp does not read (BMP, ICO)', () => {
  it('get their size from the header, so a small one is still shown and a huge one is marked', async () => {
    const small = await upload(app, alice, { name: 's.bmp', type: 'image/bmp', bytes: bmp(2, 2, 12) });
    expect(small).toMatchObject({
      type: 'image/bmp',
      properties: { width: 2, height: 2 },
      thumbnailUrl: null,
    });
    const huge = await upload(app, alice, { name: 'h.bmp', type: 'image/bmp', bytes: bmp(30_000, 30_000) });
    expect(huge.properties).toEqual({ width: 30_000, height: 30_000 });

    const icon = await upload(app, alice, {
      name: 'i.ico',
      type: 'image/x-icon',
      bytes: ico(Buffer.alloc(64)),
    });
    expect(icon).toMatchObject({ type: 'image/x-icon', properties: { width: 16, height: 16 } });
    // The directory says 16 × 16; the PNG inside, which a browser would decode, says otherwise.
    const bombIcon = await upload(app, alice, {
      name: 'b.ico',
      type: 'image/x-icon',
      bytes: ico(bombPng(20_000, 20_000)),
    });
    expect(bombIcon.properties).toEqual({ width: 20_000, height: 20_000 });
  });
});
