import type { AdminMeta } from '../security/useAdminMetaForm';

/** The host lists of admin/meta an administrator edits here (federationHosts is the federation page's). */
export const EDITABLE_HOST_LISTS = ['blockedHosts', 'silencedHosts', 'mediaSilencedHosts'] as const;
export type EditableHostList = (typeof EDITABLE_HOST_LISTS)[number];

/** One textarea per list, one host a line. */
export type HostListsDraft = Record<EditableHostList, string>;

// A label of letters (any script: the server stores it in punycode), digits and inner hyphens.
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const HOST = new RegExp(`^(?:${LABEL}\\.)*${LABEL}(?::[0-9]{1,5})?$`, 'u');

export function hostListsDraftOf(meta: AdminMeta): HostListsDraft {
  return {
    blockedHosts: (meta.blockedHosts ?? []).join('\n'),
    silencedHosts: (meta.silencedHosts ?? []).join('\n'),
    mediaSilencedHosts: (meta.mediaSilencedHosts ?? []).join('\n'),
  };
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first line of a list that is not a host name (with an optional port), or null. Misskey
 * matches a host with its subdomains and has no `*` or scheme, so those lines are refused
 * here before the server refuses them.
 */
export function firstBadHost(text: string): string | null {
  return linesOf(text).find((line) => !HOST.test(line) || line.length > 253) ?? null;
}

/** admin/update-meta's fields for the draft: each list one host an item, blank lines dropped. */
export function hostListsPatchOf(draft: HostListsDraft): Record<EditableHostList, string[]> {
  return {
    blockedHosts: linesOf(draft.blockedHosts),
    silencedHosts: linesOf(draft.silencedHosts),
    mediaSilencedHosts: linesOf(draft.mediaSilencedHosts),
  };
}
