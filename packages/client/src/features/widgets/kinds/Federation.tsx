import styles from '../Widgets.module.css';
import { NoServers, ServerLink, useKnownServers } from './knownServers';
import own from './Server.module.css';

/** The five servers heard from most recently, with their address and what they run. */
export default function Federation() {
  const { federates, servers } = useKnownServers('+latestRequestReceivedAt', 5);
  if (!federates || !servers || servers.length === 0)
    return <NoServers federates={federates} servers={servers} />;
  return (
    <ul className={own.servers}>
      {servers.map((server) => (
        <li key={server.id}>
          <ServerLink server={server} />
          <span className={styles.muted} dir="ltr">
            {server.host}
            {server.softwareName ? ` · ${server.softwareName}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
