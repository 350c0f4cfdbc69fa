import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { serverCapabilities } from '@/instance/capabilities';
import { createApiClient } from './apiClient';
import { describeApiError } from './apiError';
import { ApiCallRefused } from './callGuards';

function fakeFetch() {
  return vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
}

describe('createApiClient', () => {
  it("posts to the account's own origin with its token in the body", async () => {
    const fetch = fakeFetch();
    const api = createApiClient({ origin: 'https://other.example', token: 'secret', fetch });
    await api.call('i', {});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://other.example/api/i');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ i: 'secret' });
  });

  it('remembers an endpoint the server answers NO_SUCH_ENDPOINT to, so its feature hides', async () => {
    const origin = 'https://older.example';
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'NO_SUCH_ENDPOINT', id: 'some-id', message: 'No such endpoint.' },
          }),
          { status: 404 },
        ),
    );
    const api = createApiClient({ origin, token: 'secret', fetch });
    expect(serverCapabilities.offers(origin, 'antennas')).toBe(true);
    await expect(api.call('antennas/list', {})).rejects.toMatchObject({ code: 'NO_SUCH_ENDPOINT' });
    expect(serverCapabilities.offers(origin, 'antennas')).toBe(false);
    expect(serverCapabilities.offers(origin, 'clips')).toBe(true);
  });

  it('refuses an endpoint name with a scheme separator without sending anything', async () => {
    const fetch = fakeFetch();
    const api = createApiClient({ origin: 'https://example.test', token: 't', fetch });
    const call = api.call('https://evil.example/x' as 'meta', {});
    await expect(call).rejects.toEqual(new ApiCallRefused('invalid endpoint'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a signed-in-only call without a session, and lets public calls through', async () => {
    const fetch = fakeFetch();
    const api = createApiClient({ origin: 'https://example.test', fetch });
    await expect(api.call('i/update', { name: 'x' })).rejects.toEqual(new ApiCallRefused('signin required'));
    await expect(api.call('i', {})).rejects.toEqual(new ApiCallRefused('signin required'));
    expect(fetch).not.toHaveBeenCalled();
    await api.call('meta', { detail: true });
    await api.call('users/show', { userId: 'a' });
    await api.call('signin-flow', { username: 'alice' });
    await api.call('admin/accounts/create', { username: 'admin', password: 'pw' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('explains a refused call in words', () => {
    const i18n = fallbackI18n();
    expect(describeApiError(new ApiCallRefused('signin required'), i18n).text).toBe('Sign in to do this.');
    expect(describeApiError(new ApiCallRefused('invalid endpoint'), i18n).text).toContain(
      'not a valid API endpoint',
    );
  });
});
