import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TestSocket } from './ws-client.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(dataDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', '--port', '0', '--data-dir', dataDir, '--log-level', 'warn'],
    { cwd: serverRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
  });
  return { child, url };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('starts on a free port, keeps data across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shiori-main-')), 'data');
    dirs.push(dataDir);

    const first = start(dataDir);
    const url = await first.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(join(dataDir, 'instance.sqlite'))).toBe(true);
    const meta = await (await fetch(`${url}/api/meta`, { method: 'POST', body: '{}' })).json();
    expect(meta).toMatchObject({ version: '1.3.0-beta.1', uri: url, requireSetup: true });
    const created = await fetch(`${url}/api/admin/accounts/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'pw-secret' }),
    });
    expect(created.status).toBe(200);
    const { token } = (await created.json()) as { token: string };
    // An open WebSocket must not hold up the shutdown.
    const socket = await TestSocket.open(url, token);
    socket.send({ type: 'connect', body: { channel: 'main', id: '1', pong: true } });
    await socket.until(() => socket.messages.length > 0, 'connected');
    const exit = exitCode(first.child);
    const started = Date.now();
    first.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    await socket.until(() => socket.closeCode !== null, 'socket closed by shutdown');

    const second = start(dataDir);
    const url2 = await second.url;
    const meta2 = await (await fetch(`${url2}/api/meta`, { method: 'POST', body: '{}' })).json();
    expect(meta2.requireSetup).toBe(false);
    const exit2 = exitCode(second.child);
    second.child.kill('SIGINT');
    expect(await exit2).toBe(0);
  }, 30_000);
});
