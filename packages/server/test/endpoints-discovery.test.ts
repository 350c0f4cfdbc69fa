import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { api, createTestApp, errorOf } from './helpers.js';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('endpoints and endpoint describe what the instance serves, as Misskey answers them', () => {
  it('endpoints lists every served name, extensions included, signed out', async () => {
    app = await createTestApp();
    const res = await api(app, 'endpoints');
    expect(res.statusCode).toBe(200);
    const names = res.json() as string[];
    expect(names).toEqual(expect.arrayContaining(['meta', 'notes/create', 'antennas/list', 'endpoints']));
    // A fork-only endpoint this instance serves is named too, which is how a client finds it.
    expect(names).toContain('notes/schedule/list');
    // The endpoints a client takes as proof of pages, the gallery and Play.
    expect(names).toEqual(expect.arrayContaining(['pages/featured', 'gallery/featured', 'flash/featured']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('endpoint gives the top-level parameters with capitalised types, and null for an unknown name', async () => {
    app = await createTestApp();
    const res = await api(app, 'endpoint', { endpoint: 'users/show' });
    expect(res.statusCode).toBe(200);
    const params = (res.json() as { params: { name: string; type: string }[] }).params;
    expect(params).toEqual(
      expect.arrayContaining([
        { name: 'userId', type: 'String' },
        { name: 'userIds', type: 'Array' },
      ]),
    );
    const unknown = await api(app, 'endpoint', { endpoint: 'no/such/thing' });
    // Misskey answers null, which its framework sends as 204 without a body.
    expect(unknown.statusCode).toBe(204);
    const missing = await api(app, 'endpoint', {});
    expect(errorOf(missing).code).toBe('INVALID_PARAM');
  });

  it('a disabled endpoint (test-only setting) is not served, not listed and not described', async () => {
    app = await createTestApp({
      config: defaultConfig({ clientDist: '/nonexistent-client-dist', disabledEndpoints: ['antennas/list'] }),
    });
    const names = (await api(app, 'endpoints')).json() as string[];
    expect(names).not.toContain('antennas/list');
    expect(names).toContain('antennas/create');
    const call = await api(app, 'antennas/list');
    expect(call.statusCode).toBe(404);
    expect(errorOf(call).code).toBe('NO_SUCH_ENDPOINT');
    expect((await api(app, 'endpoint', { endpoint: 'antennas/list' })).statusCode).toBe(204);
  });

  it('the test-only setting is read from SHIORI_TEST_DISABLED_ENDPOINTS alone', async () => {
    const { parseConfig } = await import('../src/config.js');
    const result = parseConfig([], { SHIORI_TEST_DISABLED_ENDPOINTS: ' antennas/list, clips/list ,' });
    expect(result.help ? null : result.config.disabledEndpoints).toEqual(['antennas/list', 'clips/list']);
    const plain = parseConfig([], {});
    expect(plain.help ? null : plain.config.disabledEndpoints).toEqual([]);
  });
});
