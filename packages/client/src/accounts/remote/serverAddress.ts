/**
 * Reading what a person types to name a server or an account on one: `misskey.example`,
 * `https://misskey.example:8443`, `@alice@misskey.example`. Pure, so every odd input is
 * unit-tested; the dialog shows the problem it names.
 */

export type AddressProblem =
  /** Nothing usable was typed. */
  | 'empty'
  /** A scheme other than http or https (ftp:, javascript:, …). */
  | 'scheme'
  /** Not a host name at all, or a URL with a path, query, user name or password. */
  | 'invalid';

export type ParsedServer =
  | { ok: true; origin: string; host: string }
  | { ok: false; problem: AddressProblem };

/**
 * The origin of the server named by `input`. Without a scheme https is meant, as every public
 * Misskey server uses it; http must be written out (a server on a local network). Host names
 * in any script are accepted and stored in their ASCII (punycode) form, which is what the
 * browser sends and servers put in handles.
 */
export function parseServerAddress(input: string): ParsedServer {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  // "host:port" also looks like "scheme:…"; a scheme is only one followed by "//" or not a port.
  const hasScheme = scheme !== undefined && !/^[^:/]+:\d+(\/.*)?$/.test(text);
  if (hasScheme && scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'scheme' };
  if (hasScheme && !/^[a-z]+:\/\//i.test(text)) return { ok: false, problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const bareRoot = url.pathname === '/' && url.search === '' && url.hash === '';
  if (!bareRoot || url.username !== '' || url.password !== '' || !isHostName(url.hostname)) {
    return { ok: false, problem: 'invalid' };
  }
  return { ok: true, origin: url.origin, host: url.host };
}

/** A DNS name with at least one letter or digit per label, an IPv4 address, or [IPv6]. */
function isHostName(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return true;
  return hostname.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label));
}

export type SignInTarget =
  | { ok: true; username: string; server: ParsedServer & { ok: true } }
  | { ok: true; username: string; server: null }
  | { ok: false; problem: AddressProblem };

/**
 * Splits what was typed in the user field: `alice` or `@alice` (no server named), or
 * `@alice@host` / `alice@host` (an account on that server, reached over https).
 */
export function parseSignInTarget(input: string): SignInTarget {
  const text = input.trim().replace(/^@/, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const at = text.indexOf('@');
  if (at === -1) return { ok: true, username: text, server: null };
  const username = text.slice(0, at);
  if (username === '') return { ok: false, problem: 'invalid' };
  const hostPart = text.slice(at + 1);
  // A handle names a host, never a URL: "alice@https://x" is a typo, not a request for http.
  if (hostPart.includes('/') || hostPart.includes('@')) return { ok: false, problem: 'invalid' };
  const server = parseServerAddress(hostPart);
  if (!server.ok) return server;
  return { ok: true, username, server };
}

export type ResolvedSignIn =
  /** This client's default server: the password flow. */
  | { kind: 'default'; username: string }
  /** Another server: MiAuth or a pasted token (the user name, if any, is only a reminder). */
  | { kind: 'remote'; origin: string; host: string; username: string }
  | { kind: 'problem'; problem: AddressProblem };

/**
 * Where the sign-in dialog's fields point: the server of a `@user@host` handle, else the
 * server field, else the default server. A server written without a scheme that names the
 * default server's host is the default server even when that one is served over http.
 */
export function resolveSignIn(userInput: string, serverInput: string, defaultOrigin: string): ResolvedSignIn {
  const user = userInput.trim() === '' ? null : parseSignInTarget(userInput);
  if (user && !user.ok) return { kind: 'problem', problem: user.problem };
  const username = user?.username ?? '';
  let server: ParsedServer | null = user?.server ?? null;
  if (!server && serverInput.trim() !== '') server = parseServerAddress(serverInput);
  if (!server) return user ? { kind: 'default', username } : { kind: 'problem', problem: 'empty' };
  if (!server.ok) return { kind: 'problem', problem: server.problem };
  const defaultHost = new URL(defaultOrigin).host;
  if (server.origin === defaultOrigin || server.host === defaultHost) return { kind: 'default', username };
  return { kind: 'remote', origin: server.origin, host: server.host, username };
}
