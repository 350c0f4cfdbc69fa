import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UrlFetchError } from '../src/services/drive/fetch-url.js';
import { uploadFromUrl } from '../src/services/drive/url-upload.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { api, errorOf, signup, type TestAccount } from './helpers.js';
import { ids, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function picture(who: TestAccount, seed: number): Promise<entities.DriveFile> {
  return upload(app, who, {
    name: `p${seed}.png`,
    type: 'image/png',
    bytes: await image('png', 32, 32, seed),
  });
}

describe('files on notes', () => {
  it('attaches the author’s own files in the order given, even without text', async () => {
    const a = await picture(alice, 1);
    const b = await picture(alice, 2);
    const note = await post(app, alice, { fileIds: [b.id, a.id] });
    expect(note.text).toBeNull();
    expect(note.fileIds).toEqual([b.id, a.id]);
    expect(note.files?.map((f) => f.id)).toEqual([b.id, a.id]);
    expect(note.files?.[0]).toMatchObject({ type: 'image/png', url: b.url, thumbnailUrl: b.thumbnailUrl });

    const shown = (await api(app, 'notes/show', { i: bob.token, noteId: note.id })).json() as entities.Note;
    expect(shown.files?.map((f) => f.id)).toEqual([b.id, a.id]);
  });

  it('refuses someone else’s file, an unknown file and more than 16 files', async () => {
    const bobs = await picture(bob, 3);
    const other = await api(app, 'notes/create', { i: alice.token, text: 'hi', fileIds: [bobs.id] });
    expect(errorOf(other)).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'b6992544-63e7-67f0-fa7f-32444b1b5306',
    });
    const unknown = await api(app, 'notes/create', { i: alice.token, text: 'hi', fileIds: ['nope'] });
    expect(errorOf(unknown).code).toBe('NO_SUCH_FILE');
    const many = Array.from({ length: 17 }, (_, n) => `id${n}`);
    const tooMany = await api(app, 'notes/create', { i: alice.token, text: 'hi', fileIds: many });
    expect(errorOf(tooMany).code).toBe('INVALID_PARAM');
    const notes = (app.instance.db.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n;
    expect(notes).toBe(0);
  });

  it('shows only notes with files when withFiles is set', async () => {
    const a = await picture(alice, 4);
    const withFile = await post(app, alice, { text: 'look', fileIds: [a.id] });
    const plain = await post(app, alice, { text: 'just words' });
    expect(await ids(app, 'notes/local-timeline', { withFiles: true }, alice)).toEqual([withFile.id]);
    expect(await ids(app, 'notes/local-timeline', {}, alice)).toEqual([plain.id, withFile.id]);
    expect(await ids(app, 'notes/timeline', { withFiles: true }, alice)).toEqual([withFile.id]);
    expect(await ids(app, 'users/notes', { userId: alice.id, withFiles: true })).toEqual([withFile.id]);
  });

  it('takes a deleted file off its notes and keeps the notes', async () => {
    const a = await picture(alice, 5);
    const b = await picture(alice, 6);
    const note = await post(app, alice, { text: 'two', fileIds: [a.id, b.id] });
    await api(app, 'drive/files/delete', { i: alice.token, fileId: a.id });
    const shown = (await api(app, 'notes/show', { i: alice.token, noteId: note.id })).json() as entities.Note;
    expect(shown.fileIds).toEqual([b.id]);
    expect(shown.files?.map((f) => f.id)).toEqual([b.id]);
    await api(app, 'drive/files/delete', { i: alice.token, fileId: b.id });
    expect(await ids(app, 'users/notes', { userId: alice.id, withFiles: true })).toEqual([]);
    expect(await ids(app, 'users/notes', { userId: alice.id })).toEqual([note.id]);
  });
});

describe('drive/files/upload-from-url', () => {
  it('answers at once and delivers urlUploadFinished with the marker on the main stream', async () => {
    const base = await listen(app);
    app.instance.config.url = base; // the instance's own files may be fetched from it
    const source = await picture(alice, 7);
    expect(source.url.startsWith(base)).toBe(true);

    const socket = await TestSocket.open(base, alice.token);
    socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {} } });
    await new Promise((r) => setTimeout(r, 50));
    const res = await api(app, 'drive/files/upload-from-url', {
      i: alice.token,
      url: source.url,
      marker: 'marker-42',
      comment: 'copied',
      force: true,
    });
    expect(res.statusCode).toBe(204);
    await socket.until(
      () => socket.channelMessages('main', 'urlUploadFinished').length === 1,
      'urlUploadFinished',
    );
    const [event] = socket.channelMessages('main', 'urlUploadFinished') as {
      marker: string;
      file: entities.DriveFile;
    }[];
    expect(event?.marker).toBe('marker-42');
    expect(event?.file).toMatchObject({
      type: 'image/png',
      md5: source.md5,
      comment: 'copied',
      userId: alice.id,
    });
    expect(event?.file.id).not.toBe(source.id);
    socket.close();
  });

  it('refuses other schemes at once, and private addresses that are not this instance', async () => {
    const bad = await api(app, 'drive/files/upload-from-url', { i: alice.token, url: 'file:///etc/passwd' });
    expect(errorOf(bad)).toMatchObject({ code: 'INVALID_PARAM' });

    const user = app.instance.users.findById(alice.id);
    if (!user) throw new Error('no user');
    app.instance.config.url = 'https://shiori.example';
    const input = { folderId: null, isSensitive: false, comment: null, force: true };
    for (const url of [
      'http://127.0.0.1:9/x.png',
      'http://localhost:9/x.png',
      'http://[::1]:9/x',
      'http://10.1.2.3/x',
    ]) {
      await expect(uploadFromUrl(app.instance, user, { ...input, url })).rejects.toBeInstanceOf(
        UrlFetchError,
      );
    }
    const count = (app.instance.db.prepare('SELECT COUNT(*) AS n FROM drive_files').get() as { n: number }).n;
    expect(count).toBe(0);
  });
});
