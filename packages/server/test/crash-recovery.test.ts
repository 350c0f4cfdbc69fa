import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { image, multipartBody } from './drive-helpers.js';

/**
 * kill -9 in the middle of writes, on the real server process: every acknowledged note and
 * file must be there after a restart on the same data folder, and nothing half-stored.
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(dataDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', '--port', '0', '--data-dir', dataDir, '--log-level', 'error'],
    { cwd: serverRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
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

async function call(url: string, endpoint: string, body: unknown, contentType = 'application/json') {
  const res = await fetch(`${url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: contentType === 'application/json' ? JSON.stringify(body) : new Uint8Array(body as Buffer),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

/** Resolves once `check` holds, polling the file system (the state the test needs, not a delay). */
async function until(check: () => boolean, what: string): Promise<void> {
  // A guard against a hang, not a pace: generous for a loaded machine.
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a crash during writes', () => {
  it('keeps every acknowledged note and file, and leaves nothing half-stored after a restart', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shiori-crash-')), 'data');
    dirs.push(join(dataDir, '..'));
    const first = start(dataDir);
    const url = await first.url;
    const admin = await call(url, 'admin/accounts/create', {
      username: 'admin',
      password: 'correct horse battery',
    });
    const token = admin.body.token as string;

    const notes: string[] = [];
    const files: { id: string; size: number }[] = [];
    let killed = false;
    const noteWriter = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const res = await call(url, 'notes/create', { i: token, text: `note ${n}-${i}` }).catch(() => null);
        if (res?.status === 200) notes.push((res.body.createdNote as { id: string }).id);
      }
    };
    const fileWriter = async () => {
      for (let i = 0; !killed; i++) {
        const form = multipartBody(
          { i: token, force: 'true' },
          { name: `p${i}.png`, type: 'image/png', bytes: await image('png', 120, 90, i) },
        );
        const res = await call(url, 'drive/files/create', form.payload, form.contentType).catch(() => null);
        if (res?.status === 200) files.push({ id: res.body.id as string, size: res.body.size as number });
      }
    };

    // An upload that is still streaming when the process dies: its head and 256 KB of a file.
    const form = multipartBody({ i: token }, { name: 'big.bin', type: 'image/png', bytes: Buffer.alloc(0) });
    const head = form.payload.subarray(
      0,
      form.payload.indexOf('\r\n\r\n', form.payload.indexOf('filename')) + 4,
    );
    const slow = request(`${url}/api/drive/files/create`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, 'content-length': String(head.length + 4 * 1024 * 1024) },
    });
    slow.on('error', () => {}); // the server dies under it
    slow.write(Buffer.concat([head, Buffer.alloc(256 * 1024, 7)]));
    const incoming = join(dataDir, 'files', 'incoming');
    const partial = () =>
      existsSync(incoming) && readdirSync(incoming).some((n) => statSync(join(incoming, n)).size > 0);

    const writers = [noteWriter(1), noteWriter(2), noteWriter(3), fileWriter(), fileWriter()];
    await until(() => notes.length >= 30 && files.length >= 4 && partial(), 'writes under way');
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    killed = true;
    await Promise.all(writers);
    slow.destroy();
    expect(readdirSync(incoming).length).toBeGreaterThan(0); // the crash did leave a partial upload

    const second = start(dataDir);
    const url2 = await second.url;
    for (const id of notes) {
      expect((await call(url2, 'notes/show', { i: token, noteId: id })).status, `note ${id}`).toBe(200);
    }
    for (const { id, size } of files) {
      const shown = await call(url2, 'drive/files/show', { i: token, fileId: id });
      expect(shown.status, `file ${id}`).toBe(200);
      const bytes = await fetch(shown.body.url as string);
      expect(bytes.status).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength).toBe(size);
    }

    expect(readdirSync(incoming)).toEqual([]);
    const db = new Sqlite(join(dataDir, 'instance.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT access_key AS a, thumbnail_key AS t FROM drive_files').all() as {
        a: string;
        t: string | null;
      }[];
      const stored = new Set(readdirSync(join(dataDir, 'files')));
      for (const row of rows) {
        expect(stored.has(row.a), row.a).toBe(true);
        if (row.t) expect(stored.has(row.t), row.t).toBe(true);
      }
      // …and no stored bytes without a row.
      const keys = new Set(rows.flatMap((r) => (r.t ? [r.a, r.t] : [r.a])));
      expect([...stored].filter((n) => n !== 'incoming' && !keys.has(n))).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
