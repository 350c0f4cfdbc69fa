import { defineConfig } from 'vitest/config';

// Test files that replace a module with vi.mock: they get a module registry of their own.
const MOCKING_FILES = ['test/timelines-policies.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 15_000,
    hookTimeout: 15_000,
    // The files share one environment: a stubbed global must not outlive its test.
    unstubGlobals: true,
    // Every core. Vitest's default leaves one free (one worker on CI's two cores), and these
    // files wait on sockets, scrypt and timers as much as they compute: 94 s instead of ~170 s.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: MOCKING_FILES,
          // Importing Fastify and the whole app again for each file cost more than the tests;
          // every test builds its own app on its own in-memory database anyway.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
