import sharp from 'sharp';
import type { InstanceContext } from '../../context.js';
import { jobCounter } from '../../server-stats/jobs.js';
import { fileSource } from '../file-store.js';
import { MAX_DECODED_PIXELS } from '../image.js';
import { packDriveFile } from '../pack.js';
import { type DriveFileRow, findFile } from '../repository.js';
import { type DetectionSettings, detectionSettings, marksDetectedSensitive } from '../sensitive-detection.js';
import { type Finding, judge, type Scores } from './judge.js';
import { classifyInWorker, PICTURE_SIZE } from './model-worker.js';

/**
 * Sensitive media detection of a stored upload, as a background job (`sensitiveDetection` in
 * queueStats): the upload has answered already; the finding lands on the file a moment later.
 * Misskey's rule: the finding is recorded (maybe_sensitive, maybe_porn); it marks the file
 * sensitive when the instance sets the flag automatically or the uploader asked for it
 * (autoSensitive). It never unmarks: a file marked by its uploader or a role stays marked, and
 * the uploader may still unmark a marked file (drive/files/update) unless a role forbids it.
 *
 * Pictures only: sharp decodes them (a GIF's first frame). Videos are skipped even with
 * `enableSensitiveMediaDetectionForVideos`: taking their frames needs ffmpeg, which this
 * instance does not ship.
 */

/** Scores of one picture of PICTURE_SIZE² RGB pixels. */
export type Classifier = (pixels: Uint8Array) => Promise<Scores>;

/** Where failures are reported: the app's logger (pino's call shape). */
export interface DetectionLog {
  warn(obj: object, msg: string): void;
}

interface DetectionState {
  classifier: Classifier;
  log: DetectionLog;
  /** Jobs under way, so tests can wait for them. */
  pending: Set<Promise<void>>;
  /** Pictures the detector failed on since start (the file keeps its flags). */
  failed: number;
}

const CLASSIFIABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const consoleLog: DetectionLog = { warn: (obj, msg) => console.error(msg, obj) };

const states = new WeakMap<InstanceContext, DetectionState>();

function stateOf(ctx: InstanceContext): DetectionState {
  let state = states.get(ctx);
  if (!state) {
    state = { classifier: classifyInWorker, log: consoleLog, pending: new Set(), failed: 0 };
    states.set(ctx, state);
  }
  return state;
}

/** Sends failures to the app's log (app.ts calls it once). */
export function useDetectionLog(ctx: InstanceContext, log: DetectionLog): void {
  stateOf(ctx).log = log;
}

/** Replaces the model (tests); the model's worker then never starts for this instance. */
export function useClassifier(ctx: InstanceContext, classifier: Classifier): void {
  stateOf(ctx).classifier = classifier;
}

/** Resolves when every detection job begun so far has ended. */
export async function detectionSettled(ctx: InstanceContext): Promise<void> {
  const state = stateOf(ctx);
  while (state.pending.size > 0) await Promise.allSettled([...state.pending]);
}

/** How many pictures the detector failed on. */
export function detectionFailures(ctx: InstanceContext): number {
  return stateOf(ctx).failed;
}

/** This instance has local users only: 'all' and 'local' cover every upload, 'remote' none. */
const coversLocalUploads = (settings: DetectionSettings) =>
  settings.sensitiveMediaDetection === 'all' || settings.sensitiveMediaDetection === 'local';

/** The picture as the model reads it: upright, RGB, squeezed to PICTURE_SIZE² (the first frame). */
async function pixelsOf(ctx: InstanceContext, file: DriveFileRow): Promise<Uint8Array> {
  const { data, info } = await sharp(await fileSource(ctx, file), {
    failOn: 'error',
    limitInputPixels: MAX_DECODED_PIXELS,
  })
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`a picture of ${info.channels} channels`);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function record(ctx: InstanceContext, file: DriveFileRow, finding: Finding, settings: DetectionSettings) {
  const mark =
    finding.sensitive &&
    (settings.setSensitiveFlagAutomatically || marksDetectedSensitive(ctx.db, file.userId));
  const changed = ctx.db
    .prepare(
      `UPDATE drive_files SET maybe_sensitive = @sensitive, maybe_porn = @porn,
         is_sensitive = CASE WHEN @mark = 1 THEN 1 ELSE is_sensitive END
       WHERE id = @id`,
    )
    .run({
      id: file.id,
      sensitive: Number(finding.sensitive),
      porn: Number(finding.porn),
      mark: Number(mark),
    });
  // The owner's drive channel hears of a file that became sensitive (as after drive/files/update).
  const now = changed.changes > 0 && mark && !file.isSensitive ? findFile(ctx.db, file.id) : null;
  if (now) ctx.events.publishDriveStream(now.userId, 'fileUpdated', packDriveFile(ctx, now, { self: true }));
}

async function detect(
  ctx: InstanceContext,
  state: DetectionState,
  file: DriveFileRow,
  settings: DetectionSettings,
) {
  const scores = await state.classifier(await pixelsOf(ctx, file));
  record(ctx, file, judge(scores, settings.sensitiveMediaDetectionSensitivity), settings);
}

/**
 * Starts the detection of a file just stored, when the settings cover it; returns at once.
 * The caller skips uploaders whose files a role marks sensitive anyway (as Misskey does).
 */
export function detectLater(ctx: InstanceContext, file: DriveFileRow): void {
  const settings = detectionSettings(ctx.db);
  if (!coversLocalUploads(settings)) return;
  // No thumbnail means sharp could not decode the picture, or it is too large to (image.ts).
  if (!CLASSIFIABLE.has(file.type) || file.thumbnailKey === null) return;
  const state = stateOf(ctx);
  const end = jobCounter(ctx, 'sensitiveDetection').begin();
  const job: Promise<void> = detect(ctx, state, file, settings)
    .catch((err: unknown) => {
      // Deleted meanwhile (its bytes with it): nothing left to classify, nothing failed.
      if (!findFile(ctx.db, file.id)) return;
      state.failed++;
      // The file's id and the reason only: never its bytes or its name.
      const reason = err instanceof Error ? err.message : String(err);
      state.log.warn({ fileId: file.id, reason }, 'sensitive media detection failed');
    })
    .finally(() => {
      end();
      state.pending.delete(job);
    });
  state.pending.add(job);
}
