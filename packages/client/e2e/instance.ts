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
    url,
    dataDir,
    async restart({ downtimeMs = 0 } = {}) {
      await stopProcess(child);
      if (downtimeMs > 0) await new Promise((wait) => setTimeout(wait, downtimeMs));
      ({ child, url } = await spawnServer(dataDir, port, env));
    },
    stop: () => stopProcess(child).finally(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

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
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 20 s:\n${output}`)), 20_000);
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
