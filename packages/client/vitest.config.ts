import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Test files that replace a module with vi.mock: they get a module registry of their own.
const MOCKING_FILES = [
  'src/accounts/SignInDialog.passkey.test.tsx',
  'src/accounts/useAccountDialogs.test.tsx',
  'src/features/notes/NoteView.test.tsx',
  'src/ui/chart/Chart.test.tsx',
  'src/windows/WindowsProvider.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      // Every core (Vitest leaves one free by default, so CI's two cores ran the files one after
      // another). The files that share a worker still share its document: see src/test/setup.ts.
      maxWorkers: '100%',
      // A test that runs out of time goes on in the background and acts on the next test's
      // document; on a loaded machine five seconds were too few for the slowest ones.
      testTimeout: 15_000,
      restoreMocks: true,
      // The files share one environment: a stubbed global must not outlive its test.
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: MOCKING_FILES,
            // Setting up happy-dom and importing React and the app's modules again for each of
            // ~130 files took four fifths of the run; the files share them instead. Each test
            // still starts clean: setup.ts unmounts what it rendered and clears storage.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
      ],
    },
  }),
);
