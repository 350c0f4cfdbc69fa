import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/api/endpoint-list.js';
import { compileParams } from '../src/api/validation.js';

// misskey-js's package exports hide package.json; resolve its entry and walk up instead.
const require = createRequire(import.meta.url);
const builtDir = dirname(require.resolve('misskey-js'));

function endpointNames(file: string): Set<string> {
  const text = readFileSync(join(builtDir, file), 'utf8');
  // Endpoint keys are quoted and directly followed by `{ req`.
  return new Set([...text.matchAll(/^\s*'([a-z0-9\-/_]+)': \{\s*\n\s*req:/gim)].map((m) => m[1] as string));
}

describe('endpoint contract with misskey-js', () => {
  const known = new Set([...endpointNames('autogen/endpoint.d.ts'), ...endpointNames('api.types.d.ts')]);

  it('parses a plausible list of misskey-js endpoints', () => {
    expect(known.size).toBeGreaterThan(300);
    expect(known.has('signin-flow')).toBe(true);
    expect(known.has('signup')).toBe(true);
  });

  it.each(endpoints.map((e) => e.name))('%s exists in misskey-js', (name) => {
    expect(known.has(name)).toBe(true);
  });

  // The instance compiles a schema on its endpoint's first call, not at start-up: a broken
  // one must fail here rather than on some user's request.
  it.each(endpoints.map((e) => [e.name, e] as const))('%s has a parameter schema that compiles', (_, ep) => {
    const validate = compileParams(ep.paramDef);
    expect(() => validate({})).not.toThrow();
  });

  it('lists each endpoint once', () => {
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets GET only to endpoints that do not change anything', () => {
    const allowGet = endpoints.filter((e) => e.meta.allowGet).map((e) => e.name);
    expect(allowGet.sort()).toEqual([
      'bubble-game/ranking',
      'charts/active-users',
      'charts/ap-request',
      'charts/drive',
      'charts/federation',
      'charts/instance',
      'charts/notes',
      'charts/user/drive',
      'charts/user/following',
      'charts/user/notes',
      'charts/user/pv',
      'charts/user/reactions',
      'charts/users',
      'federation/instances',
      'fetch-rss',
      'get-online-users-count',
      'meta',
      'server-info',
      'users/show',
    ]);
  });
});
