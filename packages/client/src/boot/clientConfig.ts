import { parseServerAddress } from '@/accounts/remote';

/**
 * The optional `config.json` beside `index.html`, for a client hosted as static files on an
 * origin that is not a Misskey server: `{"server": "https://misskey.example"}` names the
 * server offered for sign-in and shown to visitors. Without it (or when it is unreadable) the
 * server that serves the client is the default, as when the local instance serves it.
 */
export interface ClientConfig {
  /** Origin of the default server, or null for the client's own origin. */
  server: string | null;
}

const NO_CONFIG: ClientConfig = { server: null };

export async function loadClientConfig(base: string, fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  let value: unknown;
  try {
    const response = await fetchImpl(`${base}config.json`, { cache: 'no-cache' });
    // A server with an SPA fallback answers index.html for a missing file; only JSON counts.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return NO_CONFIG;
    value = await response.json();
  } catch {
    return NO_CONFIG;
  }
  const server = (value as { server?: unknown } | null)?.server;
  if (typeof server !== 'string') return NO_CONFIG;
  const parsed = parseServerAddress(server);
  if (!parsed.ok) {
    console.warn(`config.json: "server" is not a server address, using this origin instead: ${server}`);
    return NO_CONFIG;
  }
  return { server: parsed.origin };
}
