import type { DetectionSensitivity } from '../sensitive-detection.js';

/** The model's five classes, in the order of its output. */
export const DETECTED_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type DetectedClass = (typeof DETECTED_CLASSES)[number];
export type Scores = Record<DetectedClass, number>;

export interface Finding {
  sensitive: boolean;
  porn: boolean;
}

/** The higher the sensitivity, the lower the score that counts (Misskey's figures). */
const SENSITIVE_THRESHOLD: Record<DetectionSensitivity, number> = {
  veryHigh: 0.1,
  high: 0.3,
  medium: 0.5,
  low: 0.7,
  veryLow: 0.9,
};

/** Porn has its own fixed bar, whatever the sensitivity (as in Misskey). */
const PORN_THRESHOLD = 0.75;

/** Sensitive when any of the three sensitive classes passes the bar; porn on its own bar. */
export function judge(scores: Scores, sensitivity: DetectionSensitivity): Finding {
  const bar = SENSITIVE_THRESHOLD[sensitivity];
  return {
    sensitive: scores.Sexy > bar || scores.Hentai > bar || scores.Porn > bar,
    porn: scores.Porn > PORN_THRESHOLD,
  };
}

/** The model's output (one probability per class, in order) as named scores. */
export function scoresOf(output: readonly number[]): Scores {
  if (output.length !== DETECTED_CLASSES.length || output.some((p) => !Number.isFinite(p))) {
    throw new Error(`unexpected model output of ${output.length} values`);
  }
  return Object.fromEntries(DETECTED_CLASSES.map((name, i) => [name, output[i]])) as Scores;
}
