import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import styles from '../Widgets.module.css';
import own from './Server.module.css';
import { usePolled } from './usePolled';

export type KnownServer = Misskey.entities.FederationInstance;

type Sort = NonNullable<Misskey.entities.FederationInstancesRequest['sort']>;

const REFRESH_MS = 60_000;

/**
 * The servers the account's server knows (`federation/instances`), asked again every minute.
 * A server that does not federate (`meta.federation` 'none', as the local instance) knows none
 * and is not asked.
 */
export function useKnownServers(sort: Sort, limit: number) {
  const { api } = useAccountContext();
  const { meta } = useInstance();
  const federates = meta?.federation !== 'none';
  const { value, failed } = usePolled(
    () => (federates ? api.call('federation/instances', { sort, limit }) : Promise.resolve([])),
    REFRESH_MS,
  );
  return { federates, servers: failed ? [] : value, failed };
}

/** Why there is nothing to show, or null when there is something. */
export function NoServers({ federates, servers }: { federates: boolean; servers: KnownServer[] | null }) {
  const i18n = useI18n();
  if (!federates) return <p className={styles.muted}>{i18n.ts.widgets.federation.none}</p>;
  if (servers === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (servers.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.federation.empty}</p>;
  return null;
}

/** A server's icon and name, leading to its page on this client. */
export function ServerLink({ server, className }: { server: KnownServer; className?: string }) {
  const icon = isHttpUrl(server.iconUrl)
    ? server.iconUrl
    : isHttpUrl(server.faviconUrl)
      ? server.faviconUrl
      : null;
  return (
    <Link to={`/instance-info/${encodeURIComponent(server.host)}`} className={className ?? own.server}>
      {icon && <img className={own.serverIcon} src={icon} alt="" loading="lazy" />}
      <span className={own.serverName}>{server.name || server.host}</span>
    </Link>
  );
}
