import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  classifyInWorker,
  detectionFailures,
  detectionSettled,
  detectorRunning,
  type Scores,
  stopDetector,
  useClassifier,
} from '../src/services/drive/detection/index.js';
import { createDriveApp, upload } from './drive-helpers.js';
import { okAs, signup } from './helpers.js';

let app: FastifyInstance;
afterEach(async () => {
  stopDetector();
  await app.close();
});

const W = 400;
const H = 300;
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);

/** Pictures nobody would call sensitive: flat colours, a gradient, shapes. */
async function drawings(): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  return [
    {
      name: 'blue.png',
      type: 'image/png',
      bytes: await sharp({ create: { width: W, height: H, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer(),
    },
    {
      name: 'white.webp',
      type: 'image/webp',
      bytes: await sharp({ create: { width: W, height: H, channels: 4, background: '#ffffffff' } })
        .webp()
        .toBuffer(),
    },
    {
      name: 'gradient.png',
      type: 'image/png',
      bytes: await sharp(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>',
        ),
      )
        .png()
        .toBuffer(),
    },
    {
      name: 'shapes.jpg',
      type: 'image/jpeg',
      bytes: await sharp(
        svg(
          '<rect width="100%" height="100%" fill="#f0f0e0"/><circle cx="100" cy="120" r="60" fill="#e33"/><rect x="200" y="60" width="120" height="90" fill="#3a3"/><polygon points="250,280 330,170 390,280" fill="#33e"/>',
        ),
      )
        .jpeg()
        .toBuffer(),
    },
  ];
}

describe('the real detector', () => {
  it('runs the model in its worker and flags none of a few drawn pictures', async () => {
    ({ app } = await createDriveApp());
    const ctx = app.instance;
    const admin = await signup(app, 'dana', 'dana-password');
    await okAs(app, 'admin/update-meta', admin, {
      sensitiveMediaDetection: 'all',
      sensitiveMediaDetectionSensitivity: 'medium',
      setSensitiveFlagAutomatically: true,
    });
    expect(detectorRunning()).toBe(false);
    // The real model, watched: each picture's scores are kept to check they came from it.
    const seen: Scores[] = [];
    useClassifier(ctx, async (pixels) => {
      const scores = await classifyInWorker(pixels);
      seen.push(scores);
      return scores;
    });
    const started = performance.now();
    const files: entities.DriveFile[] = [];
    for (const picture of await drawings()) files.push(await upload(app, admin, picture));
    await detectionSettled(ctx);
    const ms = performance.now() - started;
    console.info(
      `sensitive detection: ${files.length} pictures (model start included) in ${ms.toFixed(0)} ms`,
    );
    expect(detectorRunning()).toBe(true);
    expect(detectionFailures(ctx)).toBe(0);
    expect(seen).toHaveLength(files.length);
    for (const scores of seen) {
      const sum = Object.values(scores).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 2);
      console.info(`  scores ${JSON.stringify(scores)}`);
    }
    const rows = ctx.db
      .prepare(
        `SELECT name, is_sensitive, maybe_sensitive, maybe_porn FROM drive_files WHERE id IN (${files.map(() => '?').join(',')})`,
      )
      .all(...files.map((f) => f.id));
    expect(rows).toHaveLength(files.length);
    for (const row of rows) expect(row).toMatchObject({ is_sensitive: 0, maybe_sensitive: 0, maybe_porn: 0 });
  }, 120_000);
});
