import type * as Misskey from 'misskey-js';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type SharedChannel, useStream } from '@/stream';
import { type NoteSource, SOURCE_CHANNELS, type TimelineTab } from './sources';

/**
 * Streams a timeline's new notes while mounted. The timeline channels take optional params in
 * misskey-js's types, which @/stream's shared channels exclude; joining without params (the
 * server's defaults, filtered again on the client) is what a shared connection does anyway.
 */
export function useTimelineChannel(
  src: TimelineTab | NoteSource | null,
  onNote: (note: Misskey.entities.Note) => void,
): void {
  const stream = useStream();
  const latest = useRef(onNote);
  useLayoutEffect(() => {
    latest.current = onNote;
  });
  // A source object is compared by content: a page re-rendering with an equal one keeps its channel.
  const key =
    src === null || typeof src === 'string' ? src : JSON.stringify([src.channel, src.channelParams]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for src's content.
  useEffect(() => {
    if (!stream || !src) return;
    let connection: NoteConnection;
    if (typeof src === 'string') {
      connection = stream.connectChannel(
        SOURCE_CHANNELS[src] as unknown as SharedChannel,
      ) as unknown as NoteConnection;
    } else if (src.channel) {
      connection = stream.connectChannelWith(
        src.channel,
        (src.channelParams ?? {}) as never,
      ) as unknown as NoteConnection;
    } else {
      return;
    }
    connection.on('note', (note) => latest.current(note));
    return () => connection.dispose();
  }, [stream, key]);
}

type NoteConnection = {
  on(name: 'note', listener: (note: Misskey.entities.Note) => void): void;
  dispose(): void;
};
