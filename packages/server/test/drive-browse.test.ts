import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';

/** What the drive page needs beyond plain listing: sort, find, move-bulk, stream, attached notes. */
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

/** A small text file (the cheapest accepted type); `body` makes its size and its md5. */
function textFile(who: TestAccount, name: string, body: string, fields: Record<string, string> = {}) {
  return upload(app, who, { name, type: 'text/plain', bytes: Buffer.from(body) }, { name, ...fields });
}

function folder(who: TestAccount, name: string, parentId: string | null = null) {
  return okAs<entities.DriveFolder>(app, 'drive/folders/create', who, { name, parentId });
}

const names = (files: entities.DriveFile[]) => files.map((f) => f.name);

describe('drive/files sort', () => {
  it('orders by size, name or date, + meaning descending as in Misskey, and pages after untilId in that order', async () => {
    await textFile(alice, 'b.txt', 'x'.repeat(30));
    await textFile(alice, 'c.txt', 'y'.repeat(10));
    await textFile(alice, 'a.txt', 'z'.repeat(20));

    const bySize = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { sort: '+size' });
    expect(names(bySize)).toEqual(['b.txt', 'a.txt', 'c.txt']);
    const bySizeUp = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { sort: '-size' });
    expect(names(bySizeUp)).toEqual(['c.txt', 'a.txt', 'b.txt']);
    const byName = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { sort: '-name' });
    expect(names(byName)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    const oldest = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { sort: '-createdAt' });
    expect(names(oldest)).toEqual(['b.txt', 'c.txt', 'a.txt']);

    // Paging by name: the second page starts after the first page's last file, skipping none.
    const first = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { sort: '-name', limit: 2 });
    const second = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, {
      sort: '-name',
      limit: 2,
      untilId: first.at(-1)?.id,
    });
    expect([...names(first), ...names(second)]).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('refuses an unknown sort', async () => {
    const res = await callAs(app, 'drive/files', alice, { sort: 'size' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_PARAM');
  });
});

describe('drive/stream', () => {
  it("lists every one of the caller's files whatever the folder, and nobody else's", async () => {
    const trips = await folder(alice, 'Trips');
    await textFile(alice, 'root.txt', 'root');
    await textFile(alice, 'inside.txt', 'inside', { folderId: trips.id });
    await textFile(bob, 'bobs.txt', 'bob');
    const all = await okAs<entities.DriveFile[]>(app, 'drive/stream', alice, {});
    expect(names(all).sort()).toEqual(['inside.txt', 'root.txt']);
    const rootOnly = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, {});
    expect(names(rootOnly)).toEqual(['root.txt']);
  });
});

describe('drive/files/find and drive/folders/find', () => {
  it('find exact names in one folder of the caller only', async () => {
    const trips = await folder(alice, 'Trips');
    await folder(alice, 'Trips', trips.id);
    await folder(bob, 'Trips');
    await textFile(alice, 'notes.txt', 'one');
    await textFile(alice, 'notes.txt', 'two', { folderId: trips.id });
    await textFile(bob, 'notes.txt', 'three');

    const rootFiles = await okAs<entities.DriveFile[]>(app, 'drive/files/find', alice, { name: 'notes.txt' });
    expect(rootFiles.map((f) => [f.name, f.folderId, f.userId])).toEqual([['notes.txt', null, alice.id]]);
    const inTrips = await okAs<entities.DriveFile[]>(app, 'drive/files/find', alice, {
      name: 'notes.txt',
      folderId: trips.id,
    });
    expect(inTrips.map((f) => f.folderId)).toEqual([trips.id]);
    expect(await okAs(app, 'drive/files/find', alice, { name: 'notes' })).toEqual([]);

    const rootFolders = await okAs<entities.DriveFolder[]>(app, 'drive/folders/find', alice, {
      name: 'Trips',
    });
    expect(rootFolders.map((f) => f.id)).toEqual([trips.id]);
    const nested = await okAs<entities.DriveFolder[]>(app, 'drive/folders/find', alice, {
      name: 'Trips',
      parentId: trips.id,
    });
    expect(nested.map((f) => f.parentId)).toEqual([trips.id]);

    const noName = await callAs(app, 'drive/files/find', alice, {});
    expect(errorOf(noName).code).toBe('INVALID_PARAM');
    expect((await callAs(app, 'drive/folders/find', null, { name: 'Trips' })).statusCode).toBe(401);
  });
});

describe('drive/files/move-bulk', () => {
  it("moves the caller's files into a folder and back to the root, skipping anyone else's", async () => {
    const trips = await folder(alice, 'Trips');
    const one = await textFile(alice, 'one.txt', 'one');
    const two = await textFile(alice, 'two.txt', 'two');
    const bobs = await textFile(bob, 'bob.txt', 'bob');

    await okAs(app, 'drive/files/move-bulk', alice, {
      fileIds: [one.id, two.id, bobs.id],
      folderId: trips.id,
    });
    const inside = await okAs<entities.DriveFile[]>(app, 'drive/files', alice, { folderId: trips.id });
    expect(names(inside).sort()).toEqual(['one.txt', 'two.txt']);
    const bobsAfter = await okAs<entities.DriveFile>(app, 'drive/files/show', bob, { fileId: bobs.id });
    expect(bobsAfter.folderId).toBeNull();

    await okAs(app, 'drive/files/move-bulk', alice, { fileIds: [one.id], folderId: null });
    expect(names(await okAs<entities.DriveFile[]>(app, 'drive/files', alice, {}))).toEqual(['one.txt']);
  });

  it("refuses someone else's folder and an unknown one, and moves nothing", async () => {
    const one = await textFile(alice, 'one.txt', 'one');
    const bobsFolder = await folder(bob, 'Bob');
    for (const folderId of [bobsFolder.id, 'nope']) {
      const res = await callAs(app, 'drive/files/move-bulk', alice, { fileIds: [one.id], folderId });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('NO_SUCH_FOLDER');
    }
    expect(
      (await okAs<entities.DriveFile>(app, 'drive/files/show', alice, { fileId: one.id })).folderId,
    ).toBeNull();
    const bobsInside = await okAs<entities.DriveFile[]>(app, 'drive/files', bob, { folderId: bobsFolder.id });
    expect(bobsInside).toEqual([]);
  });

  it('refuses bad input: no ids, more than 100, duplicates; and signed-out callers', async () => {
    const one = await textFile(alice, 'one.txt', 'one');
    const many = Array.from({ length: 101 }, (_, n) => `id${n}`);
    for (const fileIds of [[], many, [one.id, one.id]]) {
      const res = await callAs(app, 'drive/files/move-bulk', alice, { fileIds });
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    expect((await callAs(app, 'drive/files/move-bulk', null, { fileIds: [one.id] })).statusCode).toBe(401);
  });
});

describe('drive/folders/update', () => {
  it('refuses moving a folder into its own descendant', async () => {
    const top = await folder(alice, 'Top');
    const middle = await folder(alice, 'Middle', top.id);
    const bottom = await folder(alice, 'Bottom', middle.id);
    const res = await callAs(app, 'drive/folders/update', alice, { folderId: top.id, parentId: bottom.id });
    expect(errorOf(res).code).toBe('RECURSIVE_NESTING');
    const bobsFolder = await folder(bob, 'Bob');
    const foreign = await callAs(app, 'drive/folders/update', alice, {
      folderId: top.id,
      parentId: bobsFolder.id,
    });
    expect(errorOf(foreign).code).toBe('NO_SUCH_PARENT_FOLDER');
  });
});

describe('drive/files/attached-notes', () => {
  it('lists the notes carrying the file, newest first; anyone else asking gets NO_SUCH_FILE', async () => {
    const file = await textFile(alice, 'one.txt', 'one');
    const first = await okAs<{ createdNote: entities.Note }>(app, 'notes/create', alice, {
      text: 'first',
      fileIds: [file.id],
    });
    await okAs(app, 'notes/create', alice, { text: 'no file' });
    const second = await okAs<{ createdNote: entities.Note }>(app, 'notes/create', alice, {
      text: 'second',
      fileIds: [file.id],
    });
    const notes = await okAs<entities.Note[]>(app, 'drive/files/attached-notes', alice, { fileId: file.id });
    expect(notes.map((n) => n.id)).toEqual([second.createdNote.id, first.createdNote.id]);
    const paged = await okAs<entities.Note[]>(app, 'drive/files/attached-notes', alice, {
      fileId: file.id,
      untilId: second.createdNote.id,
    });
    expect(paged.map((n) => n.id)).toEqual([first.createdNote.id]);

    for (const fileId of [file.id, 'nope']) {
      const res = await callAs(app, 'drive/files/attached-notes', bob, { fileId });
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_FILE',
        id: 'c118ece3-2e4b-4296-99d1-51756e32d232',
      });
    }
    expect(errorOf(await callAs(app, 'drive/files/attached-notes', alice, {})).code).toBe('INVALID_PARAM');
  });
});

describe('alwaysMarkNsfw (the drive settings\' "mark my uploads sensitive")', () => {
  it('is stored by i/update, shown by i, and marks every later upload sensitive until turned off', async () => {
    expect((await okAs<{ alwaysMarkNsfw: boolean }>(app, 'i', alice)).alwaysMarkNsfw).toBe(false);
    const updated = await okAs<{ alwaysMarkNsfw: boolean }>(app, 'i/update', alice, { alwaysMarkNsfw: true });
    expect(updated.alwaysMarkNsfw).toBe(true);
    expect((await okAs<{ alwaysMarkNsfw: boolean }>(app, 'i', alice)).alwaysMarkNsfw).toBe(true);
    expect((await textFile(alice, 'one.txt', 'one')).isSensitive).toBe(true);
    // Only Alice's own uploads.
    expect((await textFile(bob, 'bob.txt', 'bob')).isSensitive).toBe(false);

    await okAs(app, 'i/update', alice, { alwaysMarkNsfw: false });
    expect((await textFile(alice, 'two.txt', 'two')).isSensitive).toBe(false);
    expect(errorOf(await callAs(app, 'i/update', alice, { alwaysMarkNsfw: 'yes' })).code).toBe(
      'INVALID_PARAM',
    );
  });
});
