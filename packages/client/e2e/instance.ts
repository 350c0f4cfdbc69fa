import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A local instance started from the production build, on a free port, with its own data. */
export interface LocalInstance {
  url: string;
  dataDir: string;
  /** False once the server process has exited (a crash, or `stop`). */
  readonly running: boolean;
  /** Stops the server process and starts it again on the same port with the same data. */
  restart(options?: { downtimeMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

// SHIORI_E2E_CLIENT_DIST lets a second build (e.g. with another version) be tested side by side.
export const clientDist = process.env.SHIORI_E2E_CLIENT_DIST ?? join(repoRoot, 'packages/client/dist');

export interface InstanceOptions {
  /** Extra environment of the server process (e.g. the test-only SHIORI_TEST_DISABLED_ENDPOINTS). */
  env?: Record<string, string>;
}

export async function startInstance({ env = {} }: InstanceOptions = {}): Promise<LocalInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-e2e-'));
  let { child, url } = await spawnServer(dataDir, '0', env);
  const port = new URL(url).port;
  return {
    get url() {
      return url;
    },
    dataDir,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    async restart({ downtimeMs = 0 } = {}) {
      await stopProcess(child);
      if (downtimeMs > 0) await new Promise((wait) => setTimeout(wait, downtimeMs));
      ({ child, url } = await spawnServer(dataDir, port, env));
    },
    stop: () => stopProcess(child).finally(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * One worker's instances, each started while the test before it runs. A server start is most of
 * a second of node loading its modules (several seconds on a loaded machine), and a test's own
 * time is partly idle (the browser rendering, debounces, round trips): taking an instance that is
 * already listening moved that start out of every test's time. Stopping and deleting a used one
 * run in the background too; `close` waits for all of it when the worker ends. Every test still
 * gets an instance nobody used before (its own port and data folder).
 */
export class InstancePool {
  private spare: Promise<LocalInstance> | undefined;
  private readonly stopping = new Set<Promise<void>>();

  /** An unused instance (the spare when it started fine), and the next spare starts now. */
  async take(): Promise<LocalInstance> {
    const spare = this.spare;
    this.spare = undefined;
    let instance = spare ? await spare.catch(() => undefined) : undefined;
    if (!instance?.running) instance = await startInstance();
    this.startSpare();
    return instance;
  }

  /** Stops a used instance and deletes its data in the background. */
  retire(instance: LocalInstance) {
    const stopped = instance.stop().catch(() => undefined);
    this.stopping.add(stopped);
    void stopped.finally(() => this.stopping.delete(stopped));
  }

  async close() {
    const spare = this.spare;
    this.spare = undefined;
    const unused = await spare?.catch(() => undefined);
    if (unused) this.retire(unused);
    await Promise.all(this.stopping);
  }

  private startSpare() {
    const spare = startInstance();
    // A spare that failed to start is replaced by `take`; its error must not end the worker.
    spare.catch(() => undefined);
    this.spare = spare;
  }
}

// Servers of this process still running: a worker that ends without its fixtures' teardown (the
// run interrupted, a crash) would otherwise leave them listening, a spare among them every time.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function spawnServer(
  dataDir: string,
  port: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, 'packages/server/dist/main.js'),
      '--port',
      port,
      '--data-dir',
      dataDir,
      '--client-dist',
      clientDist,
      '--log-level',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    // Generous: a spare starts beside a running test, and on a loaded machine that took over 20 s.
    // The test's own timeout still bounds a start it waits for.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, url };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}
