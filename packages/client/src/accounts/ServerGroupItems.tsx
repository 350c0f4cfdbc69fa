import { IconServer } from '@tabler/icons-react';
import type { InstanceMeta } from '@/instance';
import type { MenuItem } from '@/ui';
import styles from './AccountMenu.module.css';
import { type ServerGroup, serverIconUrl, serverName } from './serverGroups';

/** A server's icon for a group header (decorative: the server's name is written beside it). */
export function ServerIcon({ meta, size = 18 }: { meta: InstanceMeta | null | undefined; size?: number }) {
  const url = serverIconUrl(meta);
  if (!url) return <IconServer size={size} aria-hidden="true" />;
  return <img className={styles.serverIcon} src={url} alt="" width={size} height={size} />;
}

/**
 * Menu items for accounts grouped by server: a header with the server's icon and name (its host
 * until its meta is known), then that server's accounts as `item` draws them.
 */
export function serverGroupItems<T>(
  groups: readonly ServerGroup<T>[],
  metas: ReadonlyMap<string, InstanceMeta | null>,
  item: (entry: T, group: ServerGroup<T>) => MenuItem,
): MenuItem[] {
  return groups.flatMap((group) => {
    const meta = metas.get(group.origin);
    return [
      { type: 'label', text: serverName(meta, group.origin), icon: <ServerIcon meta={meta} /> } as const,
      ...group.entries.map((entry) => item(entry, group)),
    ];
  });
}
