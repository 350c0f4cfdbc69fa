import { NoServers, ServerLink, useKnownServers } from './knownServers';
import own from './Server.module.css';

/** A server's size in the cloud: its user count on a log scale, 0.8 to 1.6 rem. */
function sizeOf(users: number, largest: number): string {
  const share = largest > 1 ? Math.log(users + 1) / Math.log(largest + 1) : 0;
  return `${(0.8 + 0.8 * share).toFixed(2)}rem`;
}

/** The fifty servers exchanging the most with this one, sized by their users. */
export default function InstanceCloud() {
  const { federates, servers } = useKnownServers('+pubSub', 50);
  if (!federates || !servers || servers.length === 0)
    return <NoServers federates={federates} servers={servers} />;
  const largest = Math.max(...servers.map((server) => server.usersCount));
  return (
    <ul className={own.cloud}>
      {servers.map((server) => (
        <li key={server.id} style={{ fontSize: sizeOf(server.usersCount, largest) }}>
          <ServerLink server={server} />
        </li>
      ))}
    </ul>
  );
}
