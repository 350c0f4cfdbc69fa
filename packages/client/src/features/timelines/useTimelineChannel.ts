import type * as Misskey from 'misskey-js';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type SharedChannel, useStream } from '@/stream';
import { SOURCE_CHANNELS, type TimelineTab } from './sources';

/**
 * Streams a timeline's new notes while mounted. The timeline channels take optional params in
 * misskey-js's types, which @/stream's shared channels exclude; joining without params (the
 * server's defaults, filtered again on the client) is what a shared connection does anyway.
 */
export function useTimelineChannel(
  src: TimelineTab | null,
  onNote: (note: Misskey.entities.Note) => void,
): void {
  const stream = useStream();
  const latest = useRef(onNote);
  useLayoutEffect(() => {
    latest.current = onNote;
  });
  useEffect(() => {
    if (!stream || !src) return;
    const channel = SOURCE_CHANNELS[src] as unknown as SharedChannel;
    const connection = stream.connectChannel(channel) as unknown as {
      on(name: 'note', listener: (note: Misskey.entities.Note) => void): void;
      dispose(): void;
    };
    connection.on('note', (note) => latest.current(note));
    return () => connection.dispose();
  }, [stream, src]);
}
