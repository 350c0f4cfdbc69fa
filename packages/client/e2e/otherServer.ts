import { test as base, InstanceApi } from './fixtures';
import { type LocalInstance, startInstance } from './instance';

/**
 * A second local instance beside the one serving the client, standing in for another Misskey
 * server: its own port (so its own origin, with real CORS) and its own data folder.
 */
export const test = base.extend<{
  /** The second instance's environment (e.g. DEFAULT_LIGHT_THEME), set with `test.use`. */
  otherEnv: Record<string, string>;
  other: LocalInstance;
  otherApi: InstanceApi;
}>({
  otherEnv: [{}, { option: true }],
  other: async ({ otherEnv, instances }, use) => {
    // It serves the client too, so its own pages (the MiAuth consent) work as on a real server.
    // Without an environment of its own it is just another fresh instance, started ahead.
    const ownEnv = Object.keys(otherEnv).length > 0;
    const other = ownEnv ? await startInstance({ env: otherEnv }) : await instances.take();
    await use(other);
    if (ownEnv) await other.stop();
    else instances.retire(other);
  },
  otherApi: async ({ other }, use) => {
    await use(new InstanceApi(other.url));
  },
});

export { expect } from './fixtures';
