// Registry URLs as Misskey Web writes them: /registry/keys/{domain}/{scope…} and
// /registry/value/{domain}/{scope…}/{key}, where the domain "@" is the user's own (null).

export const OWN_DOMAIN = '@';

export function domainParam(domain: string | null): string {
  return domain === null ? OWN_DOMAIN : encodeURIComponent(domain);
}

export function domainOf(param: string): string | null {
  return param === OWN_DOMAIN || param === '' ? null : param;
}

/** The scope segments of a `{path*}` (empty for the root scope). */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function keysPath(domain: string | null, scope: readonly string[]): string {
  return ['/registry/keys', domainParam(domain), ...scope.map(encodeURIComponent)].join('/');
}

export function valuePath(domain: string | null, scope: readonly string[], key: string): string {
  return [
    '/registry/value',
    domainParam(domain),
    ...scope.map(encodeURIComponent),
    encodeURIComponent(key),
  ].join('/');
}

/** A value URL's path: every segment but the last is the scope, the last is the key. */
export function scopeAndKey(path: string): { scope: string[]; key: string } | null {
  const segments = splitPath(path);
  const key = segments.pop();
  return key === undefined ? null : { scope: segments, key };
}

/** The next segment of every deeper scope under `scope`, once each (the sub-scopes to open). */
export function subScopes(all: readonly (readonly string[])[], scope: readonly string[]): string[] {
  const next = new Set<string>();
  for (const candidate of all) {
    if (candidate.length > scope.length && scope.every((segment, i) => candidate[i] === segment)) {
      next.add(candidate[scope.length] as string);
    }
  }
  return [...next].sort();
}
