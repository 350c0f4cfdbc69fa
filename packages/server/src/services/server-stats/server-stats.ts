import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';
import { type CpuTimes, cpuTimes, cpuUsage, diskOperations, memoryUse, networkBytes } from './machine.js';
import { Sampler } from './sampler.js';
import { machineStatsEnabled } from './settings.js';

/** Misskey's pace for `serverStats`: a sample every 2 s. */
export const SERVER_STATS_INTERVAL_MS = 2000;

const round = (value: number) => Math.round(value * 10) / 10;

interface Readings {
  at: number;
  cpu: CpuTimes;
  net: { rx: number; tx: number };
  disk: { reads: number; writes: number };
}

function read(): Readings {
  return { at: Date.now(), cpu: cpuTimes(), net: networkBytes(), disk: diskOperations() };
}

/**
 * Misskey's `serverStats` sample: CPU use (0–1) and memory since the last sample, network bytes
 * per second, and disk operations per second (Misskey's `rIO_sec`/`wIO_sec`).
 */
function serverStatsSampler(ctx: InstanceContext): Sampler<entities.ServerStats> {
  let last = read();
  return new Sampler({
    intervalMs: SERVER_STATS_INTERVAL_MS,
    begin: () => {
      last = read();
    },
    take: () => {
      // Turned off while someone watched: nothing more is sent, as Misskey stops its sampler.
      if (!machineStatsEnabled(ctx)) return null;
      const now = read();
      const seconds = Math.max(0.001, (now.at - last.at) / 1000);
      const perSecond = (after: number, before: number) => round(Math.max(0, after - before) / seconds);
      const mem = memoryUse();
      const sample = {
        cpu: Math.round(cpuUsage(last.cpu, now.cpu) * 1000) / 1000,
        mem: { used: round(mem.used), active: round(mem.active) },
        net: { rx: perSecond(now.net.rx, last.net.rx), tx: perSecond(now.net.tx, last.net.tx) },
        fs: {
          r: perSecond(now.disk.reads, last.disk.reads),
          w: perSecond(now.disk.writes, last.disk.writes),
        },
      };
      last = now;
      return sample;
    },
  });
}

const samplers = new WeakMap<InstanceContext, Sampler<entities.ServerStats>>();

/** The instance's one machine sampler, shared by every `serverStats` subscriber. */
export function serverStats(ctx: InstanceContext): Sampler<entities.ServerStats> {
  let sampler = samplers.get(ctx);
  if (!sampler) {
    sampler = serverStatsSampler(ctx);
    samplers.set(ctx, sampler);
  }
  return sampler;
}
