export {
  type Classifier,
  type DetectionLog,
  detectionFailures,
  detectionSettled,
  detectLater,
  useClassifier,
  useDetectionLog,
} from './job.js';
export { DETECTED_CLASSES, type DetectedClass, type Finding, judge, type Scores } from './judge.js';
export { classifyInWorker, detectorRunning, PICTURE_SIZE, stopDetector } from './model-worker.js';
