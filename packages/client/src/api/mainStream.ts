import * as Misskey from 'misskey-js';
import { HEARTBEAT_INTERVAL_MS } from '@/constants';

export interface MainStreamHandlers {
  onMeUpdated(me: Misskey.entities.MeDetailed): void;
  /** The token was regenerated elsewhere: it is dead from now on. */
  onTokenRegenerated(): void;
  onRegistryUpdated?(event: { scope?: string[]; key: string; value: unknown }): void;
}

export interface MainStream {
  readonly stream: Misskey.IStream;
  close(): void;
}

type StreamFactory = (origin: string, token: string) => Misskey.IStream;

const defaultFactory: StreamFactory = (origin, token) => new Misskey.Stream(origin, { token });

/**
 * The signed-in account's WebSocket (at its own origin) with the `main` channel connected,
 * and a heartbeat every 60 s while the page is visible (spec 000 §7): hidden tabs stay quiet
 * so the server can tell who is actually looking.
 */
export function connectMainStream(
  account: { origin: string; token: string },
  handlers: MainStreamHandlers,
  createStream: StreamFactory = defaultFactory,
): MainStream {
  const stream = createStream(account.origin, account.token);
  // misskey-js's useChannel is a Stream method, not a React hook.
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook.
  const main = stream.useChannel('main');
  main.on('meUpdated', (me) => handlers.onMeUpdated(me as Misskey.entities.MeDetailed));
  main.on('myTokenRegenerated', () => handlers.onTokenRegenerated());
  main.on('registryUpdated', (event) => handlers.onRegistryUpdated?.(event));

  const heartbeat = setInterval(() => {
    if (document.visibilityState === 'visible') stream.heartbeat();
  }, HEARTBEAT_INTERVAL_MS);

  return {
    stream,
    close() {
      clearInterval(heartbeat);
      main.dispose();
      stream.close();
    },
  };
}
