/**
 * What an app's authorization request says, read from the URL. Everything here is untrusted
 * text from whoever made the link: only http(s) URLs are kept for the icon and the callback.
 */

/** The URL when it is http or https, else null (javascript:, data:, app schemes, garbage). */
export function webUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `callback` with one more query parameter, keeping its own query and fragment. */
export function withQuery(callback: URL, key: string, value: string): string {
  const url = new URL(callback.href);
  url.searchParams.set(key, value);
  return url.href;
}

/** MiAuth's comma-separated `permission` list, without blanks or repeats. */
export function parsePermissions(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    ),
  ];
}

/** A permission as `read:notes` or `write:admin:roles`: its access and what it is about. */
export interface PermissionParts {
  access: 'read' | 'write' | null;
  subject: string;
  admin: boolean;
}

export function permissionParts(permission: string): PermissionParts {
  const match = /^(read|write):(admin:)?(.+)$/.exec(permission);
  if (!match) return { access: null, subject: permission, admin: false };
  return { access: match[1] as 'read' | 'write', subject: match[3] as string, admin: match[2] !== undefined };
}
