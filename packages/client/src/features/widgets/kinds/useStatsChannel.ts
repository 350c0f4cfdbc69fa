import { useEffect, useState } from 'react';
import { useStream } from '@/stream';

/** How many samples a widget keeps for its charts. */
export const KEPT_SAMPLES = 50;

export interface Samples<T> {
  /** Oldest first. */
  values: T[];
  /** When each was taken, ms since the epoch (the history's times are estimated). */
  times: number[];
}

/**
 * Misskey's stats channels (`serverStats`, `queueStats`): live `stats` messages, and the recent
 * history asked for once with `requestLog`. Subscribed while the widget is mounted only; the
 * app's stream shares one subscription between widgets and ends it after the last leaves.
 */
export function useStatsChannel<T>(
  channel: 'serverStats' | 'queueStats',
  intervalMs: number,
  enabled = true,
): Samples<T> {
  const stream = useStream();
  const [samples, setSamples] = useState<Samples<T>>({ values: [], times: [] });
  useEffect(() => {
    if (!stream || !enabled) return;
    const connection = stream.connectChannel(channel);
    const emitter = connection as unknown as {
      on(name: string, listener: (body: unknown) => void): void;
      send(type: string, body: unknown): void;
    };
    const keep = (values: T[], times: number[]) => ({
      values: values.slice(-KEPT_SAMPLES),
      times: times.slice(-KEPT_SAMPLES),
    });
    emitter.on('stats', (body) =>
      setSamples((current) => keep([...current.values, body as T], [...current.times, Date.now()])),
    );
    // The history comes newest first, without times: it ends one interval before now. Only
    // the first answer counts, and only before live samples (another widget on the shared
    // channel may ask again later; its answer reaches every listener).
    let historyTaken = false;
    emitter.on('statsLog', (body) => {
      if (!Array.isArray(body) || historyTaken) return;
      historyTaken = true;
      const history = [...(body as T[])].reverse();
      setSamples((current) => {
        if (current.values.length > 0) return current;
        const end = Date.now();
        const times = history.map((_, i) => end - (history.length - i) * intervalMs);
        return keep(history, times);
      });
    });
    emitter.send('requestLog', { id: Math.random().toString(36).slice(2, 10), length: KEPT_SAMPLES });
    return () => connection.dispose();
  }, [stream, channel, intervalMs, enabled]);
  return samples;
}
