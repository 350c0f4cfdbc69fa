import type * as Misskey from 'misskey-js';
import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { formatDate, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { ExploreStatus } from '@/pages/explore/ExploreStatus';
import { useExploreList } from '@/pages/explore/useExploreList';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import styles from './About.module.css';
import { InstanceFigures } from './InstanceFigures';

type FederationInstance = Misskey.entities.FederationInstance;

/**
 * /instance-info/{host}: what this server knows of a server. For itself it shows its own facts;
 * another host comes from `federation/show-instance`, which answers null for a host it has
 * never met (always, on a server that does not federate).
 */
export function InstanceInfoPage({ params }: { params: RouteProps }) {
  const { host: localHost } = useInstance();
  const host = (params.host ?? '').toLowerCase();
  return host === localHost.toLowerCase() ? <LocalInstanceInfo /> : <RemoteInstanceInfo host={host} />;
}

function LocalInstanceInfo() {
  const i18n = useI18n();
  const { meta, host } = useInstance();
  const federation = meta?.federation ?? 'all';
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title} dir="ltr">
        {host}
      </h1>
      <p className={styles.muted}>{i18n.ts.about.instanceLocal}</p>
      <dl className={styles.facts}>
        <dt>{i18n.ts.about.instanceName}</dt>
        <dd>{meta?.name || host}</dd>
        <dt>{i18n.ts.about.software}</dt>
        <dd dir="ltr">{meta?.version ?? i18n.ts.about.notGiven}</dd>
        <dt>{i18n.ts.about.tabs.federation}</dt>
        <dd>
          {federation === 'none'
            ? i18n.ts.about.federationNone
            : federation === 'specified'
              ? i18n.ts.about.federationSpecified
              : i18n.ts.about.federationAll}
        </dd>
        <dt>{i18n.ts.about.registration}</dt>
        <dd>
          {meta?.disableRegistration ? i18n.ts.about.registrationClosed : i18n.ts.about.registrationOpen}
        </dd>
        <dt>{i18n.ts.about.maintainer}</dt>
        <dd>{meta?.maintainerName || i18n.ts.about.notGiven}</dd>
      </dl>
      <InstanceFigures />
    </div>
  );
}

function RemoteInstanceInfo({ host }: { host: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  // A list of none or one: null (204) means the host is unknown here.
  const fetch = useCallback(async (): Promise<FederationInstance[]> => {
    const found = await api.call('federation/show-instance', { host });
    return found ? [found] : [];
  }, [api, host]);
  const [state, retry] = useExploreList(fetch);
  const instance = state.kind === 'ready' ? state.items[0] : undefined;
  if (!instance) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>
          {state.kind === 'ready' ? i18n.ts.about.instanceNotFound : i18n.ts.about.instanceTitle}
        </h1>
        <ExploreStatus
          state={state}
          retry={retry}
          emptyText={i18n.t('about.instanceNotFoundText', { host })}
        />
      </div>
    );
  }
  const software = [instance.softwareName, instance.softwareVersion].filter(Boolean).join(' ');
  return (
    <div className={pageStyles.page}>
      <div className={styles.identity}>
        {isHttpUrl(instance.iconUrl) && <img className={styles.icon} src={instance.iconUrl} alt="" />}
        <div>
          <h1 className={pageStyles.title}>{instance.name || instance.host}</h1>
          <span className={styles.muted} dir="ltr">
            {instance.host}
          </span>
        </div>
      </div>
      {instance.description && <p className={styles.text}>{instance.description}</p>}
      <dl className={styles.facts}>
        <dt>{i18n.ts.about.software}</dt>
        <dd dir="ltr">{software || i18n.ts.about.notGiven}</dd>
        <dt>{i18n.ts.about.maintainer}</dt>
        <dd>{instance.maintainerName || i18n.ts.about.notGiven}</dd>
        <dt>{i18n.ts.about.users}</dt>
        <dd>{i18n.number(instance.usersCount)}</dd>
        <dt>{i18n.ts.about.notes}</dt>
        <dd>{i18n.number(instance.notesCount)}</dd>
        <dt>{i18n.ts.about.firstSeen}</dt>
        <dd>{formatDate(instance.firstRetrievedAt, i18n.lang)}</dd>
        <dt>{i18n.ts.about.instanceState}</dt>
        <dd>
          {instance.isSuspended || instance.isBlocked
            ? i18n.ts.about.instanceSuspended
            : instance.isNotResponding
              ? i18n.ts.about.instanceNotResponding
              : i18n.ts.about.instanceResponding}
        </dd>
      </dl>
    </div>
  );
}
