import { machineStatsEnabled, queueStats, serverStats } from '../../services/server-stats/index.js';
import type { Sampler } from '../../services/server-stats/sampler.js';
import { Channel, type ChannelDefinition, type ChannelHost } from '../channel.js';

/**
 * A sampler's figures as `stats` messages, and its history as `statsLog` in answer to
 * `requestLog` {id, length}. Misskey's two stats channels: public, no parameters.
 */
class StatsChannel<T> extends Channel {
  private unsubscribe: (() => void) | null = null;

  constructor(
    host: ChannelHost,
    id: string,
    private readonly sampler: Sampler<T>,
    private readonly visible: () => boolean,
  ) {
    super(host, id);
  }

  init(): void {
    this.unsubscribe = this.sampler.subscribe((sample) => this.send('stats', sample));
  }

  override onMessage(type: string, body: unknown): void {
    if (type !== 'requestLog' || typeof body !== 'object' || body === null) return;
    const { length } = body as { length?: unknown };
    if (!this.visible()) return;
    // Misskey answers 50 when no length is given; at most what is kept (200).
    this.send('statsLog', this.sampler.log(typeof length === 'number' ? length : 50));
  }

  override dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

/**
 * The machine's CPU, memory, network and disk every 2 s, while `enableServerMachineStats` is on
 * (nothing is sent while it is off, as Misskey's sampler does not run then).
 */
export const serverStatsChannel: ChannelDefinition = {
  name: 'serverStats',
  requireCredential: false,
  shouldShare: true,
  create: (host, id) =>
    new StatsChannel(host, id, serverStats(host.instance), () => machineStatsEnabled(host.instance)),
};

/** The instance's job queues every second (see services/server-stats/queue-stats.ts). */
export const queueStatsChannel: ChannelDefinition = {
  name: 'queueStats',
  requireCredential: false,
  shouldShare: true,
  create: (host, id) => new StatsChannel(host, id, queueStats(host.instance), () => true),
};
