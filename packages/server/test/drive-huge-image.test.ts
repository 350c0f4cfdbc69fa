import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, storedFiles, upload } from './drive-helpers.js';
import { signup, type TestAccount } from './helpers.js';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid black-and-white PNG of width × height: one bit per pixel, all white, which deflates
 * to almost nothing (20,000 × 20,000 is about 50 KB, as the decompression bomb of issue 18).
 */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
