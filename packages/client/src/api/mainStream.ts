import type * as Misskey from 'misskey-js';
import { type AccountStream, openAccountStream } from '@/stream/accountStream';
import { isRegeneratingHere } from './tokenRegeneration';

export interface MainStreamHandlers {
  onMeUpdated(me: Misskey.entities.MeDetailed): void;
  /** The token was regenerated elsewhere: it is dead from now on. */
  onTokenRegenerated(): void;
  onRegistryUpdated?(event: { scope?: string[]; key: string; value: unknown }): void;
}

export interface MainStream {
  /** The account's connection, for everything else that streams (channels, the indicator). */
  readonly stream: AccountStream;
  close(): void;
}

type StreamOpener = (account: { origin: string; token: string }) => AccountStream;

/**
 * Opens the signed-in account's stream (at its own origin) and listens on its `main`
 * channel for what keeps the session itself right: profile changes and a regenerated token.
 */
export function connectMainStream(
  account: { origin: string; token: string },
  handlers: MainStreamHandlers,
  open: StreamOpener = openAccountStream,
): MainStream {
  const stream = open(account);
  const main = stream.connectChannel('main');
  main.on('meUpdated', (me) => handlers.onMeUpdated(me as Misskey.entities.MeDetailed));
  main.on('myTokenRegenerated', () => {
    // The server closes our sockets right after this; reconnecting with a dead token would
    // only fail, and the drop must not read as a server problem (reload, dialog).
    stream.close();
    // This tab asked for it and signs in again with the new token: nothing to tell the user.
    if (!isRegeneratingHere(account.token)) handlers.onTokenRegenerated();
  });
  main.on('registryUpdated', (event) => handlers.onRegistryUpdated?.(event));

  return {
    stream,
    close() {
      main.dispose();
      stream.close();
    },
  };
}
