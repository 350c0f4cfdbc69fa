import type { AdminMeta } from './useAdminMetaForm';

/** Whose uploads the server checks (Misskey's `sensitiveMediaDetection`). */
export type DetectionMode = 'none' | 'all' | 'local' | 'remote';
export const DETECTION_MODES: readonly DetectionMode[] = ['none', 'all', 'local', 'remote'];

/** How readily a file is found sensitive, least first (Misskey's `sensitiveMediaDetectionSensitivity`). */
export type DetectionSensitivity = 'veryLow' | 'low' | 'medium' | 'high' | 'veryHigh';
export const DETECTION_SENSITIVITIES: readonly DetectionSensitivity[] = [
  'veryLow',
  'low',
  'medium',
  'high',
  'veryHigh',
];

export interface SensitiveMediaDraft {
  sensitiveMediaDetection: DetectionMode;
  sensitiveMediaDetectionSensitivity: DetectionSensitivity;
  setSensitiveFlagAutomatically: boolean;
  enableSensitiveMediaDetectionForVideos: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** The form's start: the server's values, Misskey's defaults for anything it does not know. */
export function sensitiveMediaDraftOf(meta: AdminMeta): SensitiveMediaDraft {
  return {
    sensitiveMediaDetection: oneOf(DETECTION_MODES, meta.sensitiveMediaDetection, 'none'),
    sensitiveMediaDetectionSensitivity: oneOf(
      DETECTION_SENSITIVITIES,
      meta.sensitiveMediaDetectionSensitivity,
      'medium',
    ),
    setSensitiveFlagAutomatically: meta.setSensitiveFlagAutomatically === true,
    enableSensitiveMediaDetectionForVideos: meta.enableSensitiveMediaDetectionForVideos === true,
  };
}

/** admin/update-meta's patch: the same four fields, under Misskey's names. */
export function sensitiveMediaPatchOf(draft: SensitiveMediaDraft): Record<string, unknown> {
  return { ...draft };
}
