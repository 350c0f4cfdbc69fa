import { permissions as misskeyPermissions } from 'misskey-js';
import { permissionParts } from '@/pages/auth/consentRequest';

/** One subject's permissions, as the token form offers them: read and write side by side. */
export interface PermissionGroup {
  subject: string;
  admin: boolean;
  read: string | null;
  write: string | null;
}

/**
 * Misskey's permission list folded into one row per subject (`read:notes` + `write:notes`),
 * in Misskey's order, the user's own subjects before the server administration ones. Strings
 * that are not `read:`/`write:` permissions are dropped: the form cannot describe them.
 */
export function groupPermissions(all: readonly string[] = misskeyPermissions): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of all) {
    const parts = permissionParts(permission);
    if (!parts.access) continue;
    const key = `${parts.admin ? 'admin:' : ''}${parts.subject}`;
    const group = groups.get(key) ?? { subject: parts.subject, admin: parts.admin, read: null, write: null };
    group[parts.access] = permission;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return [...list.filter((group) => !group.admin), ...list.filter((group) => group.admin)];
}

/** Every permission the groups hold, for "select all". */
export function allPermissions(groups: readonly PermissionGroup[], access?: 'read' | 'write'): string[] {
  return groups.flatMap((group) =>
    (access ? [group[access]] : [group.read, group.write]).filter((p): p is string => p !== null),
  );
}
