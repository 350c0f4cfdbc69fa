import { test as base, InstanceApi } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

/**
 * A second local instance beside the one serving the client, standing in for another Misskey
 * server: its own port (so its own origin, with real CORS) and its own data folder.
 */
export const test = base.extend<{ other: LocalInstance; otherApi: InstanceApi }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  other: async ({}, use) => {
    const other = await startInstance();
    await use(other);
    await other.stop();
  },
  otherApi: async ({ other }, use) => {
    await use(new InstanceApi(other.url));
  },
});

export { expect } from './fixtures';
