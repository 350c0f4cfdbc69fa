import type { Database } from '../../db/database.js';
import { instanceFlag, setInstanceFlag } from '../instance-flags.js';

/**
 * Misskey's sensitive media detection settings (admin/meta, admin/update-meta) and a user's
 * `autoSensitive` (i/update). They are stored and answered as Misskey's, so the control panel
 * and the drive settings work against this instance and a real Misskey alike.
 *
 * The detector that follows them is ./detection (nsfwjs's model on TensorFlow.js's WebAssembly
 * backend, in a worker thread started only when the mode covers an upload).
 */

/** Which uploads Misskey classifies: this instance has local files only. */
export const DETECTION_MODES = ['none', 'all', 'local', 'remote'] as const;
export type DetectionMode = (typeof DETECTION_MODES)[number];

/** The higher the sensitivity, the lower the score that marks a file (Misskey's thresholds). */
export const DETECTION_SENSITIVITIES = ['medium', 'low', 'high', 'veryLow', 'veryHigh'] as const;
export type DetectionSensitivity = (typeof DETECTION_SENSITIVITIES)[number];

export interface DetectionSettings {
  sensitiveMediaDetection: DetectionMode;
  sensitiveMediaDetectionSensitivity: DetectionSensitivity;
  setSensitiveFlagAutomatically: boolean;
  enableSensitiveMediaDetectionForVideos: boolean;
}

const MODE_KEY = 'meta.sensitiveMediaDetection';
const SENSITIVITY_KEY = 'meta.sensitiveMediaDetectionSensitivity';

function storedText(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  return row?.value;
}

function storeText(db: Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The settings as stored; Misskey's defaults ('none', 'medium', both switches off) until set. */
export function detectionSettings(db: Database): DetectionSettings {
  const mode = storedText(db, MODE_KEY);
  const sensitivity = storedText(db, SENSITIVITY_KEY);
  return {
    sensitiveMediaDetection: isOneOf(DETECTION_MODES, mode) ? mode : 'none',
    sensitiveMediaDetectionSensitivity: isOneOf(DETECTION_SENSITIVITIES, sensitivity)
      ? sensitivity
      : 'medium',
    setSensitiveFlagAutomatically: instanceFlag(db, 'setSensitiveFlagAutomatically'),
    enableSensitiveMediaDetectionForVideos: instanceFlag(db, 'enableSensitiveMediaDetectionForVideos'),
  };
}

/** Stores the fields given (admin/update-meta has checked them against Misskey's enums). */
export function updateDetectionSettings(db: Database, patch: Partial<DetectionSettings>): void {
  if (patch.sensitiveMediaDetection !== undefined) storeText(db, MODE_KEY, patch.sensitiveMediaDetection);
  if (patch.sensitiveMediaDetectionSensitivity !== undefined)
    storeText(db, SENSITIVITY_KEY, patch.sensitiveMediaDetectionSensitivity);
  for (const flag of ['setSensitiveFlagAutomatically', 'enableSensitiveMediaDetectionForVideos'] as const) {
    const on = patch[flag];
    if (on !== undefined) setInstanceFlag(db, flag, on);
  }
}

/** A user's `autoSensitive`: files the detector finds sensitive are marked (migration 058). */
export function marksDetectedSensitive(db: Database, userId: string): boolean {
  const row = db.prepare('SELECT auto_sensitive AS on_ FROM users WHERE id = ?').get(userId) as
    | { on_: number }
    | undefined;
  return row?.on_ === 1;
}

export function setMarksDetectedSensitive(db: Database, userId: string, on: boolean): void {
  db.prepare('UPDATE users SET auto_sensitive = ? WHERE id = ?').run(on ? 1 : 0, userId);
}
