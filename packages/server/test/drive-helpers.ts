import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { defaultConfig } from '../src/config.js';
import { createTestApp, type TestAccount } from './helpers.js';

/** An app whose data folder (and so its drive) is a fresh temporary directory. */
export async function createDriveApp(): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-drive-'));
  const app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', dataDir }),
  });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return { app, dataDir };
}

/** Stored drive bytes (temporary upload files excluded). */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'files')).filter((n) => n !== 'incoming');
  } catch {
    return [];
  }
}

/** Temporary upload files left behind (there should never be any after a response). */
export function leftoverUploads(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'files', 'incoming'));
  } catch {
    return [];
  }
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A real multipart/form-data body, built by hand as a browser would send it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
  fileField = 'file',
): { payload: Buffer; contentType: string } {
  const boundary = `----shiori${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadRaw(
  app: FastifyInstance,
  who: TestAccount | null,
  file: FilePart | undefined,
  fields: Record<string, string> = {},
  endpoint = 'drive/files/create',
): Promise<LightMyRequestResponse> {
  const body = multipartBody({ ...(who ? { i: who.token } : {}), ...fields }, file);
  return app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads and answers the DriveFile (throws on an error). */
export async function upload(
  app: FastifyInstance,
  who: TestAccount,
  file: FilePart,
  fields: Record<string, string> = {},
): Promise<entities.DriveFile> {
  const res = await uploadRaw(app, who, file, fields);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as entities.DriveFile;
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff';

/** A solid-colour picture in `format`; the colour varies so each call gives new bytes. */
export async function image(format: ImageFormat, width = 800, height = 600, seed = 0): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: (40 + seed * 37) % 256, g: 120, b: 200 } },
  })
    [format]()
    .toBuffer();
}

/** A valid PCM WAV file: a short 440 Hz tone, mono, 8 kHz, 16 bit. */
export function wav(samples = 800): Buffer {
  const dataSize = samples * 2;
  const buf = Buffer.alloc(44 + dataSize);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + dataSize, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(8000, 24);
  buf.writeUInt32LE(16000, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(dataSize, 40);
  for (let i = 0; i < samples; i++)
    buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), 44 + i * 2);
  return buf;
}

/** The start of a Linux executable, padded: what a disguised upload looks like. */
export function elf(size = 4096): Buffer {
  const buf = Buffer.alloc(size);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(buf, 0);
  buf.writeUInt16LE(2, 16); // ET_EXEC
  buf.writeUInt16LE(0x3e, 18); // x86-64
  return buf;
}

/** Bytes that are neither media nor text (random noise with NULs). */
export function noise(size: number, seed = 1): Buffer {
  const buf = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    buf[i] = x & 0xff;
  }
  buf[0] = 0;
  return buf;
}

/** The path part of an absolute file URL, for inject(). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

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
 * to almost nothing (20,000 × 20,000 is 76 KB; the decompression bomb of issue 18 was 48 KB).
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
