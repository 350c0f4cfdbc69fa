import { readdirSync, readFileSync, statfsSync } from 'node:fs';
import * as os from 'node:os';

/**
 * Figures of the machine the instance runs on, read from Node's `os` and Linux's /proc. Where a
 * file cannot be read (another OS, a container hiding it) the figure is zero rather than an error:
 * the widget then shows zero, never a crash of the sampler.
 */

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Busy and total CPU time over every core, in ms since boot. */
export interface CpuTimes {
  busy: number;
  total: number;
}

export function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + idle + irq;
  }
  return { busy, total };
}

/** The share of CPU time spent busy between two readings, 0 to 1 (Misskey's `cpu`). */
export function cpuUsage(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (after.busy - before.busy) / total));
}

/** `used` is total minus what the kernel could hand out; `active` the recently used pages. */
export function memoryUse(): { total: number; used: number; active: number } {
  const total = os.totalmem();
  const info = readText('/proc/meminfo');
  const field = (name: string): number | null => {
    const match = info?.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) * 1024 : null;
  };
  const available = field('MemAvailable') ?? os.freemem();
  const used = Math.max(0, total - available);
  return { total, used, active: field('Active') ?? used };
}

/** Bytes received and sent by every interface but loopback, since boot. */
export function networkBytes(): { rx: number; tx: number } {
  const text = readText('/proc/net/dev');
  let rx = 0;
  let tx = 0;
  for (const line of text?.split('\n').slice(2) ?? []) {
    const [name, rest] = line.split(':');
    if (!rest || name?.trim() === 'lo') continue;
    const fields = rest.trim().split(/\s+/).map(Number);
    rx += fields[0] ?? 0;
    tx += fields[8] ?? 0;
  }
  return { rx, tx };
}

function wholeDisks(): Set<string> | null {
  try {
    // Partitions are not in /sys/block, so each read is counted once; loop and RAM disks are
    // not the machine's storage.
    return new Set(readdirSync('/sys/block').filter((name) => !/^(loop|ram|zram)/.test(name)));
  } catch {
    return null;
  }
}

/** Read and write operations completed on the machine's disks, since boot. */
export function diskOperations(): { reads: number; writes: number } {
  const text = readText('/proc/diskstats');
  const disks = wholeDisks();
  let reads = 0;
  let writes = 0;
  for (const line of text?.split('\n') ?? []) {
    const fields = line.trim().split(/\s+/);
    const name = fields[2];
    if (!name || (disks ? !disks.has(name) : /^(loop|ram|zram)/.test(name))) continue;
    reads += Number(fields[3]) || 0;
    writes += Number(fields[7]) || 0;
  }
  return { reads, writes };
}

/** Size and use of the file system holding `path` (the instance's data folder), else the root's. */
export function fileSystemUse(path: string): { total: number; used: number } {
  for (const candidate of [path, '/']) {
    try {
      const stats = statfsSync(candidate);
      return { total: stats.blocks * stats.bsize, used: (stats.blocks - stats.bfree) * stats.bsize };
    } catch {
      // not there (yet): try the next
    }
  }
  return { total: 0, used: 0 };
}

/** What `server-info` describes: the machine's name, processor, memory and disk. */
export function machineInfo(dataDir: string) {
  const cpus = os.cpus();
  return {
    machine: os.hostname(),
    cpu: { model: cpus[0]?.model.trim() || '?', cores: cpus.length },
    mem: { total: os.totalmem() },
    fs: fileSystemUse(dataDir),
  };
}
