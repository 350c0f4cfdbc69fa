import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, upload, wav } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

describe('admin/drive/files', () => {
  it('lists every user’s files, newest first, by user and by type, for moderators only', async () => {
    const photo = await upload(app, bob, {
      name: 'a.png',
      type: 'image/png',
      bytes: await image('png', 40, 30),
    });
    const sound = await upload(app, bob, { name: 'b.wav', type: 'audio/wav', bytes: wav() });
    const own = await upload(app, admin, {
      name: 'c.png',
      type: 'image/png',
      bytes: await image('png', 20, 20, 1),
    });

    const all = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', mod, { limit: 10 });
    expect(all.map((f) => f.id)).toEqual([own.id, sound.id, photo.id]);
    // Packed as Misskey's detail: with the owner.
    expect(all[1]?.user?.username).toBe('bob');

    const bobs = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', mod, { userId: bob.id });
    expect(bobs.map((f) => f.id)).toEqual([sound.id, photo.id]);
    const images = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', mod, { type: 'image/*' });
    expect(images.map((f) => f.id)).toEqual([own.id, photo.id]);
    const exact = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', mod, { type: 'audio/wav' });
    expect(exact.map((f) => f.id)).toEqual([sound.id]);
    // This instance has no remote users, so their files are none.
    expect(await okAs(app, 'admin/drive/files', mod, { origin: 'remote' })).toEqual([]);

    const page1 = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', admin, { limit: 2 });
    const page2 = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', admin, {
      limit: 2,
      untilId: page1.at(-1)?.id,
    });
    expect([...page1, ...page2].map((f) => f.id)).toEqual([own.id, sound.id, photo.id]);

    const refused = await callAs(app, 'admin/drive/files', bob);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('ACCESS_DENIED');
    expect((await callAs(app, 'admin/drive/files', null)).statusCode).toBe(401);
  });

  it('a moderator marks a listed file sensitive and the list shows it', async () => {
    const photo = await upload(app, bob, {
      name: 'a.png',
      type: 'image/png',
      bytes: await image('png', 40, 30),
    });
    await okAs(app, 'drive/files/update', mod, { fileId: photo.id, isSensitive: true });
    const [listed] = await okAs<entities.DriveFile[]>(app, 'admin/drive/files', mod, { userId: bob.id });
    expect(listed?.isSensitive).toBe(true);
  });
});

describe('notesPerOneAd', () => {
  it('is set by admin/update-meta and announced by meta and admin/meta', async () => {
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).notesPerOneAd).toBe(0);
    await okAs(app, 'admin/update-meta', admin, { notesPerOneAd: 5 });
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).notesPerOneAd).toBe(5);
    expect((await okAs<entities.AdminMetaResponse>(app, 'admin/meta', admin)).notesPerOneAd).toBe(5);
    // Another section's save leaves it as it was.
    await okAs(app, 'admin/update-meta', admin, { name: 'Elsewhere' });
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).notesPerOneAd).toBe(5);
    expect((await callAs(app, 'admin/update-meta', admin, { notesPerOneAd: -1 })).statusCode).toBe(400);
  });
});
