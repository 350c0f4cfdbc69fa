import { domainToASCII } from 'node:url';

/**
 * The inbox-moderation host lists of Misskey's meta (issue 23). Misskey matches a blocked or
 * silenced host with its subdomains (`.sub.example.com` ends with `.example.com`) and a
 * media-silenced host exactly; there is no `*` syntax. This server does not federate, so the
 * lists are kept and answered for the control panel and act on nothing yet.
 */
export const HOST_LIST_FIELDS = ['blockedHosts', 'silencedHosts', 'mediaSilencedHosts'] as const;
export type HostListField = (typeof HOST_LIST_FIELDS)[number];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}\\.)*${LABEL}(?::[0-9]{1,5})?$`);

/**
 * A line as Misskey stores it (trimmed, lower case, an internationalised name in punycode as
 * Misskey's hosts are), or null when it is not a host name with an optional port.
 */
export function normalizeHost(line: string): string | null {
  const trimmed = line.trim().toLowerCase();
  const [name = '', port, extra] = trimmed.split(':');
  if (extra !== undefined || name === '') return null;
  const ascii = domainToASCII(name);
  const host = port === undefined ? ascii : `${ascii}:${port}`;
  if (ascii === '' || !HOST.test(host) || host.length > 253) return null;
  if (port !== undefined && Number(port) > 65535) return null;
  return host;
}

/**
 * The lists to store from an update: blank lines dropped, each host normalised, and, as
 * Misskey's update-meta, the silenced lists sorted without repeats or hosts that are blocked.
 * Answers the first line that is not a host instead, so nothing half-valid is stored.
 */
export function hostListsToStore(
  sent: Partial<Record<HostListField, string[] | null>>,
  blockedNow: readonly string[],
): { lists: Partial<Record<HostListField, string[]>> } | { field: HostListField; line: string } {
  const lists: Partial<Record<HostListField, string[]>> = {};
  for (const field of HOST_LIST_FIELDS) {
    const lines = sent[field];
    if (!Array.isArray(lines)) continue;
    const hosts: string[] = [];
    for (const line of lines) {
      if (line.trim() === '') continue;
      const host = normalizeHost(line);
      if (host === null) return { field, line };
      hosts.push(host);
    }
    lists[field] = [...new Set(hosts)];
  }
  const blocked = lists.blockedHosts ?? blockedNow;
  for (const field of ['silencedHosts', 'mediaSilencedHosts'] as const) {
    const hosts = lists[field];
    if (hosts) lists[field] = hosts.filter((h) => !blocked.includes(h)).sort();
  }
  return { lists };
}
