import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup } from './helpers.js';

let app: FastifyInstance;
afterEach(() => app.close());

async function start() {
  app = await createTestApp();
  const admin = await signup(app, 'alice', 'pw-secret');
  const bob = await signup(app, 'bob', 'pw-secret');
  const maya = await signup(app, 'maya', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(maya.id);
  return { admin, bob, maya };
}

const DETECTION_FIELDS = [
  'sensitiveMediaDetection',
  'sensitiveMediaDetectionSensitivity',
  'setSensitiveFlagAutomatically',
  'enableSensitiveMediaDetectionForVideos',
] as const;

type Detection = Record<(typeof DETECTION_FIELDS)[number], unknown>;

const pick = (meta: Record<string, unknown>): Detection =>
  Object.fromEntries(DETECTION_FIELDS.map((field) => [field, meta[field]])) as Detection;

describe('sensitive media detection settings', () => {
  it("answer Misskey's defaults, then what update-meta stored, one field at a time", async () => {
    const { admin } = await start();
    const metaOf = async () => pick(await okAs<Record<string, unknown>>(app, 'admin/meta', admin));
    expect(await metaOf()).toEqual({
      sensitiveMediaDetection: 'none',
      sensitiveMediaDetectionSensitivity: 'medium',
      setSensitiveFlagAutomatically: false,
      enableSensitiveMediaDetectionForVideos: false,
    });
    await okAs(app, 'admin/update-meta', admin, {
      sensitiveMediaDetection: 'local',
      sensitiveMediaDetectionSensitivity: 'veryHigh',
      setSensitiveFlagAutomatically: true,
      enableSensitiveMediaDetectionForVideos: true,
    });
    expect(await metaOf()).toEqual({
      sensitiveMediaDetection: 'local',
      sensitiveMediaDetectionSensitivity: 'veryHigh',
      setSensitiveFlagAutomatically: true,
      enableSensitiveMediaDetectionForVideos: true,
    });
    // A patch of one field leaves the others.
    await okAs(app, 'admin/update-meta', admin, { sensitiveMediaDetection: 'all' });
    await okAs(app, 'admin/update-meta', admin, { setSensitiveFlagAutomatically: false });
    expect(await metaOf()).toMatchObject({
      sensitiveMediaDetection: 'all',
      sensitiveMediaDetectionSensitivity: 'veryHigh',
      setSensitiveFlagAutomatically: false,
      enableSensitiveMediaDetectionForVideos: true,
    });
  });

  it("refuses values outside Misskey's enums with INVALID_PARAM and keeps the stored ones", async () => {
    const { admin } = await start();
    await okAs(app, 'admin/update-meta', admin, { sensitiveMediaDetection: 'remote' });
    for (const bad of [
      { sensitiveMediaDetection: 'some' },
      { sensitiveMediaDetection: null },
      { sensitiveMediaDetectionSensitivity: 'extreme' },
      { setSensitiveFlagAutomatically: 'yes' },
      { enableSensitiveMediaDetectionForVideos: 1 },
    ]) {
      const error = errorOf(await callAs(app, 'admin/update-meta', admin, bad));
      expect(error.code, JSON.stringify(bad)).toBe('INVALID_PARAM');
    }
    expect(pick(await okAs(app, 'admin/meta', admin))).toEqual({
      sensitiveMediaDetection: 'remote',
      sensitiveMediaDetectionSensitivity: 'medium',
      setSensitiveFlagAutomatically: false,
      enableSensitiveMediaDetectionForVideos: false,
    });
  });

  it('are for administrators only, as Misskey: a moderator can neither read nor change them', async () => {
    const { admin, bob, maya } = await start();
    for (const who of [maya, bob]) {
      expect(errorOf(await callAs(app, 'admin/meta', who)).code).toBe('ACCESS_DENIED');
      const change = await callAs(app, 'admin/update-meta', who, { sensitiveMediaDetection: 'all' });
      expect(errorOf(change).code).toBe('ACCESS_DENIED');
    }
    expect(
      errorOf(await callAs(app, 'admin/update-meta', null, { sensitiveMediaDetection: 'all' })).code,
    ).toBe('CREDENTIAL_REQUIRED');
    expect(pick(await okAs(app, 'admin/meta', admin)).sensitiveMediaDetection).toBe('none');
  });
});

describe('autoSensitive', () => {
  it('is off by default, set by i/update and answered by i (and by admin/show-user) as Misskey', async () => {
    const { admin, bob } = await start();
    expect((await okAs<{ autoSensitive: boolean }>(app, 'i', bob)).autoSensitive).toBe(false);
    const updated = await okAs<{ autoSensitive: boolean; alwaysMarkNsfw: boolean }>(app, 'i/update', bob, {
      autoSensitive: true,
    });
    expect(updated).toMatchObject({ autoSensitive: true, alwaysMarkNsfw: false });
    expect((await okAs<{ autoSensitive: boolean }>(app, 'i', bob)).autoSensitive).toBe(true);
    const shown = await okAs<{ autoSensitive: boolean }>(app, 'admin/show-user', admin, { userId: bob.id });
    expect(shown.autoSensitive).toBe(true);
    // Someone else's account keeps its own.
    expect((await okAs<{ autoSensitive: boolean }>(app, 'i', admin)).autoSensitive).toBe(false);
    expect(errorOf(await callAs(app, 'i/update', bob, { autoSensitive: 'on' })).code).toBe('INVALID_PARAM');
    await okAs(app, 'i/update', bob, { autoSensitive: false });
    expect((await okAs<{ autoSensitive: boolean }>(app, 'i', bob)).autoSensitive).toBe(false);
  });
});
