import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadClientConfig } from './clientConfig';

const served = (body: string, contentType: string, status = 200) =>
  vi.fn(
    async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  ) as unknown as typeof fetch;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadClientConfig', () => {
  it('reads the default server from config.json beside index.html', async () => {
    const fetchImpl = served('{"server": "misskey.example"}', 'application/json');
    expect(await loadClientConfig('/shiori/', fetchImpl)).toEqual({ server: 'https://misskey.example' });
    expect(fetchImpl).toHaveBeenCalledWith('/shiori/config.json', expect.anything());
  });

  it('keeps http for a server on a local network', async () => {
    const config = await loadClientConfig(
      '/',
      served('{"server": "http://192.168.1.2:3000/"}', 'application/json'),
    );
    expect(config).toEqual({ server: 'http://192.168.1.2:3000' });
  });

  it('falls back to the serving origin without a usable file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The local instance answers index.html for any path it does not know.
    expect(await loadClientConfig('/', served('<!doctype html>', 'text/html'))).toEqual({ server: null });
    expect(await loadClientConfig('/', served('', 'application/json', 404))).toEqual({ server: null });
    expect(await loadClientConfig('/', served('{broken', 'application/json'))).toEqual({ server: null });
    expect(await loadClientConfig('/', served('{"server": "ftp://x.example"}', 'application/json'))).toEqual({
      server: null,
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadClientConfig('/', offline)).toEqual({ server: null });
  });
});
