import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { assetPath } from '../../../assets.js';
import { type Scores, scoresOf } from './judge.js';

/**
 * The nsfwjs MobileNetV2 model (assets/nsfw-model) run with TensorFlow.js on its WebAssembly
 * backend, in one worker thread: a prediction is ~60 ms of CPU that must not block requests,
 * and the model holds ~140 MB while loaded. The worker starts on the first picture (never while
 * detection is off), takes pictures one at a time, and stops after IDLE_MS without one to give
 * the memory back. A picture that takes longer than PICTURE_TIMEOUT_MS (the first one includes
 * loading the model, ~0.6 s) ends the worker; the next picture starts a new one.
 */
export const PICTURE_SIZE = 224;
const PICTURE_TIMEOUT_MS = 60_000;
const IDLE_MS = 5 * 60_000;

const require = createRequire(import.meta.url);
const modules = {
  core: require.resolve('@tensorflow/tfjs-core'),
  layers: require.resolve('@tensorflow/tfjs-layers'),
  wasm: require.resolve('@tensorflow/tfjs-backend-wasm'),
};

// Plain JavaScript for `eval`, so the same worker runs from the TypeScript sources under test
// and from the build. Functional ops only (no chained tensor methods): the wasm backend is set
// before any op. `tidy` disposes every intermediate tensor of a prediction.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const tf = require(workerData.modules.core);
tf.enableProdMode();
const tfl = require(workerData.modules.layers);
require(workerData.modules.wasm);
const size = workerData.size;
const model = (async () => {
  await tf.setBackend('wasm');
  await tf.ready();
  const { modelTopology, weightsManifest } = JSON.parse(readFileSync(join(workerData.modelDir, 'model.json'), 'utf8'));
  const bytes = readFileSync(join(workerData.modelDir, 'weights.bin'));
  const weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const weightSpecs = weightsManifest.flatMap((group) => group.weights);
  const loaded = await tfl.loadLayersModel({ load: async () => ({ modelTopology, weightSpecs, weightData }) });
  tf.tidy(() => loaded.predict(tf.zeros([1, size, size, 3])).dataSync());
  return loaded;
})();
parentPort.on('message', async ({ id, pixels }) => {
  try {
    const loaded = await model;
    const output = tf.tidy(() => {
      const picture = tf.tensor3d(Float32Array.from(pixels), [size, size, 3]);
      return loaded.predict(tf.expandDims(tf.div(picture, 255), 0));
    });
    const scores = Array.from(await output.data());
    output.dispose();
    parentPort.postMessage({ id, scores });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

interface Running {
  worker: Worker;
  idle: NodeJS.Timeout | null;
}

let running: Running | null = null;
let nextId = 0;
/** Pictures go to the worker one after another, so a timeout measures one picture's work. */
let queue: Promise<unknown> = Promise.resolve();

function start(): Running {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { modules, modelDir: assetPath('nsfw-model'), size: PICTURE_SIZE },
  });
  worker.unref(); // an idle detector never keeps the server (or a test run) alive
  const started: Running = { worker, idle: null };
  const retire = () => {
    if (running === started) running = null;
  };
  worker.on('error', retire);
  worker.on('exit', retire);
  return started;
}

function stop(current: Running): void {
  if (running === current) running = null;
  if (current.idle) clearTimeout(current.idle);
  void current.worker.terminate();
}

function classifyNow(pixels: Uint8Array): Promise<Scores> {
  running ??= start();
  const current = running;
  if (current.idle) clearTimeout(current.idle);
  current.idle = null;
  const id = nextId++;
  return new Promise<Scores>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      current.worker.off('message', onMessage);
      current.worker.off('exit', onExit);
      if (running === current) {
        current.idle = setTimeout(() => stop(current), IDLE_MS);
        current.idle.unref();
      }
    };
    const onMessage = (message: { id: number; scores?: number[]; error?: string }) => {
      if (message.id !== id) return;
      settle();
      if (message.scores) {
        try {
          resolve(scoresOf(message.scores));
        } catch (err) {
          reject(err);
        }
      } else reject(new Error(`the detector failed: ${message.error}`));
    };
    const onExit = () => {
      settle();
      reject(new Error('the detector stopped'));
    };
    const timer = setTimeout(() => {
      settle();
      stop(current);
      reject(new Error(`the detector took more than ${PICTURE_TIMEOUT_MS} ms`));
    }, PICTURE_TIMEOUT_MS);
    current.worker.on('message', onMessage);
    current.worker.on('exit', onExit);
    current.worker.postMessage({ id, pixels });
  });
}

/** Scores of one picture: PICTURE_SIZE² RGB pixels, row by row. */
export function classifyInWorker(pixels: Uint8Array): Promise<Scores> {
  const result = queue.then(() => classifyNow(pixels));
  queue = result.catch(() => undefined);
  return result;
}

/** Whether the model's worker is running (tests: detection off never starts it). */
export function detectorRunning(): boolean {
  return running !== null;
}

/** Ends the worker now (tests; a server closing need not: the worker is unref'd). */
export function stopDetector(): void {
  if (running) stop(running);
}
