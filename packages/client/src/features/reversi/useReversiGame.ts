import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { type ChannelConnection, openVisitorStream, useStream, type VisitorStream } from '@/stream';
import { engineOf } from './gameState';

export type GameDetailed = Misskey.entities.ReversiGameDetailed;
type GameEvents = Misskey.Channels['reversiGame']['events'];

/** What the page hears, besides the game itself changing: to announce and to react to. */
export type GameNews =
  | { kind: 'log'; player: boolean; pos: number }
  | { kind: 'started' }
  | { kind: 'ended'; winnerId: string | null }
  | { kind: 'canceled'; userId: string }
  | { kind: 'ready'; user1: boolean; user2: boolean }
  | { kind: 'settings'; userId: string; key: string };

/** Misskey's client compares its board with the server's this often while a game runs. */
const VERIFY_INTERVAL_MS = 10_000;

/** A log event appended to Misskey's serialized log (each entry's time is since the previous). */
export function appendLog(logs: readonly number[][], time: number, player: boolean, pos: number): number[][] {
  let previous = 0;
  for (const entry of logs) previous += entry[0] ?? 0;
  return [...logs, [logs.length === 0 ? time : time - previous, player ? 1 : 0, 0, pos]];
}

/**
 * One game, loaded with reversi/show-game and kept live on the `reversiGame` channel: settings,
 * ready states, moves, the start and the end. After the socket comes back it loads the game
 * again, since moves made while it was away are not sent twice (Misskey's client re-fetches too).
 */
export function useReversiGame(gameId: string, onNews: (news: GameNews) => void) {
  const i18n = useI18n();
  const { api, account, anonymousApi } = useAccountContext();
  const accountStream = useStream();
  // Signed out there is no account stream: a visitor watches over a connection of its own.
  const [visitorStream, setVisitorStream] = useState<VisitorStream | null>(null);
  const needsVisitorStream = !accountStream && !account;
  useEffect(() => {
    if (!needsVisitorStream) return;
    const opened = openVisitorStream(anonymousApi.origin);
    setVisitorStream(opened);
    return () => {
      opened.close();
      setVisitorStream(null);
    };
  }, [needsVisitorStream, anonymousApi.origin]);
  const stream = accountStream ?? visitorStream;
  const [game, setGame] = useState<GameDetailed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connection, setConnection] = useState<ChannelConnection<'reversiGame'> | null>(null);
  const news = useRef(onNews);
  useLayoutEffect(() => {
    news.current = onNews;
  });
  const current = useRef<GameDetailed | null>(null);
  current.current = game;

  const load = useCallback(() => {
    api.call('reversi/show-game', { gameId }).then(
      (loaded) => setGame(loaded),
      (e) => setError(describeApiError(e, i18n).text),
    );
  }, [api, gameId, i18n]);

  useEffect(() => {
    setGame(null);
    setError(null);
    load();
  }, [load]);

  useEffect(() => {
    if (!stream) return;
    const channel = stream.connectChannelWith('reversiGame', { gameId });
    const on = channel as unknown as {
      on<K extends keyof GameEvents>(name: K, listener: GameEvents[K]): void;
    };
    on.on('log', (log) => {
      const known = current.current;
      // A move by the colour that is not to move means a missed event: load the game again.
      if (known?.isStarted && engineOf(known).turn !== log.player) {
        load();
        return;
      }
      setGame((g) => (g ? { ...g, logs: appendLog(g.logs, log.time, log.player, log.pos) } : g));
      news.current({ kind: 'log', player: log.player, pos: log.pos });
    });
    on.on('started', ({ game: started }) => {
      setGame(started);
      news.current({ kind: 'started' });
    });
    on.on('ended', ({ game: ended, winnerId }) => {
      setGame(ended);
      news.current({ kind: 'ended', winnerId });
    });
    on.on('canceled', ({ userId }) => {
      setGame((g) => (g ? { ...g, isEnded: true } : g));
      news.current({ kind: 'canceled', userId });
    });
    on.on('changeReadyStates', ({ user1, user2 }) => {
      setGame((g) => (g ? { ...g, user1Ready: user1, user2Ready: user2 } : g));
      news.current({ kind: 'ready', user1, user2 });
    });
    on.on('updateSettings', ({ userId, key, value }) => {
      setGame((g) => (g ? { ...g, [key]: value } : g));
      news.current({ kind: 'settings', userId, key });
    });
    setConnection(channel);
    let wasConnected = stream.state === 'connected';
    const unsubscribe = stream.subscribeState(() => {
      const connected = stream.state === 'connected';
      if (connected && !wasConnected) load();
      wasConnected = connected;
    });
    return () => {
      unsubscribe();
      channel.dispose();
      setConnection(null);
    };
  }, [stream, gameId, load]);

  // As Misskey's client: every 10 s of a running game, the board's checksum goes to
  // reversi/verify, which answers the server's game when the two differ.
  const running = game?.isStarted === true && !game.isEnded;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const known = current.current;
      if (!known) return;
      api
        .call('reversi/verify', { gameId, crc32: String(engineOf(known).checksum()) })
        .then((answer) => {
          if (answer.desynced && answer.game) setGame(answer.game);
        })
        .catch(() => undefined);
    }, VERIFY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, api, gameId]);

  const send = useCallback(
    (type: string, body: unknown) => {
      (connection as unknown as { send(type: string, body: unknown): void } | null)?.send(type, body);
    },
    [connection],
  );

  return { game, error, send, reload: load };
}
