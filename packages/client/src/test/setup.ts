import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import './matchers';

// findBy…/waitFor give up after a second by default. On a busy machine the first lazy page or
// dialog a worker loads (each worker has its own module cache) can take longer than that, so a
// test passed or failed depending on which file had loaded the module before it.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that failed before its own useRealTimers() must not leave the next one fake clocks.
  vi.useRealTimers();
});

// With several workers, Vitest hands each worker one file at a time and, when a file ends, rejects
// whatever the worker still awaits from the main process. A lazy component whose import a test
// started but did not wait for was then cut off half-loaded, and every later file in that worker
// that imports the same module failed to load. Each file waits for its imports before it ends
// (a cold import of a widget's module graph took 12 s on a loaded machine: more than a hook's 10).
afterAll(async () => {
  await vi.dynamicImportSettled();
}, 60_000);
