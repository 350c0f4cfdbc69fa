import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstanceContext } from '../src/services/context.js';
import {
  type Classifier,
  detectionFailures,
  detectionSettled,
  detectorRunning,
  judge,
  type Scores,
  useClassifier,
  useDetectionLog,
} from '../src/services/drive/detection/index.js';
import { queueStats } from '../src/services/server-stats/index.js';
import { createDriveApp, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually } from './notes-helpers.js';

let app: FastifyInstance;
afterEach(() => app.close());

const NEUTRAL: Scores = { Drawing: 0.05, Hentai: 0, Neutral: 0.95, Porn: 0, Sexy: 0 };
const PORN: Scores = { Drawing: 0, Hentai: 0.05, Neutral: 0.05, Porn: 0.9, Sexy: 0 };

/** A stand-in for the model: red pictures are porn, anything else neutral; it records its calls. */
function fakeModel(verdict: (red: boolean) => Scores | Promise<Scores> = (red) => (red ? PORN : NEUTRAL)) {
  const calls: boolean[] = [];
  const classifier: Classifier = async (pixels) => {
    const [r = 0, g = 0, b = 0] = pixels;
    const red = r > 200 && g < 60 && b < 60;
    calls.push(red);
    return verdict(red);
  };
  return { classifier, calls };
}

let seed = 0;
/** A flat picture; each one different bytes (an upload of equal bytes answers the first file). */
async function picture(colour: 'red' | 'blue'): Promise<{ name: string; type: string; bytes: Buffer }> {
  seed++;
  const background =
    colour === 'red' ? { r: 230, g: seed % 40, b: 10 } : { r: 20, g: 60 + (seed % 40), b: 220 };
  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .png()
    .toBuffer();
  return { name: `${colour}-${seed}.png`, type: 'image/png', bytes };
}

async function start(settings: Record<string, unknown>, classifier?: Classifier) {
  ({ app } = await createDriveApp());
  const ctx: InstanceContext = app.instance;
  if (classifier) useClassifier(ctx, classifier);
  const admin = await signup(app, 'dana', 'dana-password');
  const alice = await signup(app, 'alice', 'alice-password');
  await okAs(app, 'admin/update-meta', admin, settings);
  return { ctx, admin, alice };
}

/** The file as its owner sees it once detection is over, and what the detector recorded. */
async function settled(ctx: InstanceContext, who: TestAccount, file: entities.DriveFile) {
  await detectionSettled(ctx);
  const shown = await okAs<entities.DriveFile>(app, 'drive/files/show', who, { fileId: file.id });
  const found = ctx.db
    .prepare('SELECT maybe_sensitive AS sensitive, maybe_porn AS porn FROM drive_files WHERE id = ?')
    .get(file.id) as { sensitive: number; porn: number };
  return {
    isSensitive: shown.isSensitive,
    maybeSensitive: found.sensitive === 1,
    maybePorn: found.porn === 1,
  };
}

describe('sensitive media detection of uploads', () => {
  it("classifies nothing and never starts the model while the mode is 'none' or 'remote'", async () => {
    // No stand-in: the real model's worker would start if anything were classified.
    const { ctx, admin, alice } = await start({ setSensitiveFlagAutomatically: true });
    const first = await upload(app, alice, await picture('red'));
    expect(await settled(ctx, alice, first)).toEqual({
      isSensitive: false,
      maybeSensitive: false,
      maybePorn: false,
    });
    await okAs(app, 'admin/update-meta', admin, { sensitiveMediaDetection: 'remote' });
    const second = await upload(app, alice, await picture('red'));
    expect(await settled(ctx, alice, second)).toEqual({
      isSensitive: false,
      maybeSensitive: false,
      maybePorn: false,
    });
    expect(detectorRunning()).toBe(false);
  });

  it("with 'local' and the automatic flag, marks what the model calls porn and leaves a neutral picture", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const model = fakeModel(async (red) => {
      await gate;
      return red ? PORN : NEUTRAL;
    });
    const { ctx, alice } = await start(
      { sensitiveMediaDetection: 'local', setSensitiveFlagAutomatically: true },
      model.classifier,
    );
    // The upload answers before the model does (it is waiting on the gate).
    const porn = await upload(app, alice, await picture('red'));
    const neutral = await upload(app, alice, await picture('blue'));
    expect([porn.isSensitive, neutral.isSensitive]).toEqual([false, false]);
    release();
    expect(await settled(ctx, alice, porn)).toEqual({
      isSensitive: true,
      maybeSensitive: true,
      maybePorn: true,
    });
    expect(await settled(ctx, alice, neutral)).toEqual({
      isSensitive: false,
      maybeSensitive: false,
      maybePorn: false,
    });
    expect(model.calls.sort()).toEqual([false, true]);
    expect(detectorRunning()).toBe(false);
  });

  it('without the automatic flag, marks only the files of uploaders who asked for it (autoSensitive)', async () => {
    const { ctx, alice } = await start({ sensitiveMediaDetection: 'all' }, fakeModel().classifier);
    const bob = await signup(app, 'bob', 'bob-password');
    await okAs(app, 'i/update', bob, { autoSensitive: true });
    const alices = await upload(app, alice, await picture('red'));
    const bobs = await upload(app, bob, await picture('red'));
    const bobsNeutral = await upload(app, bob, await picture('blue'));
    expect(await settled(ctx, alice, alices)).toEqual({
      isSensitive: false,
      maybeSensitive: true,
      maybePorn: true,
    });
    expect(await settled(ctx, bob, bobs)).toEqual({
      isSensitive: true,
      maybeSensitive: true,
      maybePorn: true,
    });
    expect((await settled(ctx, bob, bobsNeutral)).isSensitive).toBe(false);
    // Marked by the detector, the owner may still unmark it (as in Misskey).
    const unmarked = await okAs<entities.DriveFile>(app, 'drive/files/update', bob, {
      fileId: bobs.id,
      isSensitive: false,
    });
    expect(unmarked.isSensitive).toBe(false);
  });

  it('never unmarks a file its uploader marked sensitive', async () => {
    const { ctx, alice } = await start(
      { sensitiveMediaDetection: 'local', setSensitiveFlagAutomatically: true },
      fakeModel().classifier,
    );
    const marked = await upload(app, alice, await picture('blue'), { isSensitive: 'true' });
    expect(await settled(ctx, alice, marked)).toEqual({
      isSensitive: true,
      maybeSensitive: false,
      maybePorn: false,
    });
  });

  it("follows the sensitivity: a 0.4 'Sexy' score marks at high, not at medium", async () => {
    const sexy: Scores = { Drawing: 0, Hentai: 0, Neutral: 0.6, Porn: 0, Sexy: 0.4 };
    const { ctx, admin, alice } = await start(
      { sensitiveMediaDetection: 'local', setSensitiveFlagAutomatically: true },
      fakeModel(() => sexy).classifier,
    );
    const atMedium = await upload(app, alice, await picture('blue'));
    expect((await settled(ctx, alice, atMedium)).isSensitive).toBe(false);
    await okAs(app, 'admin/update-meta', admin, { sensitiveMediaDetectionSensitivity: 'high' });
    const atHigh = await upload(app, alice, await picture('blue'));
    expect(await settled(ctx, alice, atHigh)).toEqual({
      isSensitive: true,
      maybeSensitive: true,
      maybePorn: false,
    });
  });

  it("judges by Misskey's thresholds: one bar per sensitivity, porn above 0.75 whatever it is", () => {
    const only = (name: keyof Scores, p: number): Scores => ({ ...NEUTRAL, Neutral: 1 - p, [name]: p });
    const cases: [Scores, Parameters<typeof judge>[1], boolean, boolean][] = [
      [only('Sexy', 0.15), 'veryHigh', true, false],
      [only('Sexy', 0.15), 'high', false, false],
      [only('Hentai', 0.35), 'high', true, false],
      [only('Hentai', 0.35), 'medium', false, false],
      [only('Porn', 0.6), 'medium', true, false],
      [only('Porn', 0.6), 'low', false, false],
      [only('Porn', 0.8), 'low', true, true],
      [only('Porn', 0.8), 'veryLow', false, true],
      [only('Porn', 0.95), 'veryLow', true, true],
      [only('Drawing', 0.99), 'veryHigh', false, false],
    ];
    for (const [scores, sensitivity, sensitive, porn] of cases) {
      expect(judge(scores, sensitivity), `${JSON.stringify(scores)} at ${sensitivity}`).toEqual({
        sensitive,
        porn,
      });
    }
  });

  it('leaves the file as it was when the model fails, and logs the failure without the file', async () => {
    const { ctx, alice } = await start(
      { sensitiveMediaDetection: 'local', setSensitiveFlagAutomatically: true },
      fakeModel(() => {
        throw new Error('out of memory');
      }).classifier,
    );
    const lines: string[] = [];
    useDetectionLog(ctx, { warn: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`) });
    const before = detectionFailures(ctx);
    const file = await upload(app, alice, await picture('red'));
    expect(await settled(ctx, alice, file)).toEqual({
      isSensitive: false,
      maybeSensitive: false,
      maybePorn: false,
    });
    expect(detectionFailures(ctx)).toBe(before + 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file.id);
    expect(lines[0]).toContain('out of memory');
    expect(lines[0]).not.toContain(file.name);
    expect(lines[0]).not.toContain(file.url);
  });

  it('counts no failure for a file deleted while it was being classified', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { ctx, alice } = await start(
      { sensitiveMediaDetection: 'local' },
      fakeModel(async () => {
        await gate;
        throw new Error('the picture is gone');
      }).classifier,
    );
    const lines: string[] = [];
    useDetectionLog(ctx, { warn: (_obj, msg) => lines.push(msg) });
    const file = await upload(app, alice, await picture('red'));
    await okAs(app, 'drive/files/delete', alice, { fileId: file.id });
    release();
    await detectionSettled(ctx);
    expect(detectionFailures(ctx)).toBe(0);
    expect(lines).toEqual([]);
  });

  it('is counted in queueStats while it runs', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { ctx, alice } = await start(
      { sensitiveMediaDetection: 'local' },
      fakeModel(async () => {
        await gate;
        return NEUTRAL;
      }).classifier,
    );
    type Figures = { active: number; activeSincePrevTick: number };
    const samples: Record<string, Figures>[] = [];
    const unsubscribe = queueStats(ctx).subscribe((sample) =>
      samples.push(sample as Record<string, Figures>),
    );
    try {
      await upload(app, alice, await picture('red'));
      await eventually(() => samples.at(-1)?.sensitiveDetection?.active === 1, 'a detection job running');
      expect(samples.some((s) => s.sensitiveDetection?.activeSincePrevTick === 1)).toBe(true);
      release();
      await detectionSettled(ctx);
      await eventually(() => samples.at(-1)?.sensitiveDetection?.active === 0, 'the job over');
    } finally {
      release();
      unsubscribe();
    }
  });

  it('shows moderators the findings through admin/drive/show-file, by id or by URL', async () => {
    const model = fakeModel();
    const { ctx, admin, alice } = await start({ sensitiveMediaDetection: 'local' }, model.classifier);
    const porn = await upload(app, alice, await picture('red'));
    // Recorded, not marked: the automatic flag is off and Alice did not ask for it.
    expect(await settled(ctx, alice, porn)).toEqual({
      isSensitive: false,
      maybeSensitive: true,
      maybePorn: true,
    });
    const shown = await okAs<Record<string, unknown>>(app, 'admin/drive/show-file', admin, {
      fileId: porn.id,
    });
    expect(shown).toMatchObject({
      id: porn.id,
      userId: alice.id,
      userHost: null,
      name: porn.name,
      md5: porn.md5,
      url: porn.url,
      isSensitive: false,
      maybeSensitive: true,
      maybePorn: true,
      storedInternal: true,
      requestIp: null,
    });
    const byUrl = await okAs<{ id: string }>(app, 'admin/drive/show-file', admin, { url: porn.thumbnailUrl });
    expect(byUrl.id).toBe(porn.id);
    const missing = await callAs(app, 'admin/drive/show-file', admin, { fileId: 'nope' });
    expect(errorOf(missing)).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240',
    });
    expect(errorOf(await callAs(app, 'admin/drive/show-file', alice, { fileId: porn.id })).code).toBe(
      'ACCESS_DENIED',
    );
  });
});
