import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, pathOf, upload, wav } from './drive-helpers.js';
import {
  addEmojiAs,
  animatedGif,
  call,
  emojiRowCount,
  signupAdmin,
  signupModerator,
  storedEmojiImages,
  uploadPicture,
} from './emoji-helpers.js';
import { errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signupAdmin(app);
});
afterEach(async () => {
  await app.close();
});

describe('admin/emoji/add', () => {
  it('adds an emoji with every option and answers EmojiDetailed', async () => {
    const file = await uploadPicture(app, admin, 600, 300);
    const res = await call(app, 'admin/emoji/add', admin, {
      name: 'party_parrot+1',
      fileId: file.id,
      category: 'Animals',
      aliases: ['parrot', ' bird ', '', 'parrot'],
      license: 'CC0',
      isSensitive: true,
      localOnly: true,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['role1'],
    });
    expect(res.statusCode).toBe(200);
    const emoji = res.json() as entities.EmojiDetailed;
    expect(emoji).toEqual({
      id: expect.any(String),
      name: 'party_parrot+1',
      category: 'Animals',
      aliases: ['parrot', 'bird'],
      host: null,
      url: `${app.instance.config.url}/emoji/party_parrot+1.webp`,
      license: 'CC0',
      isSensitive: true,
      localOnly: true,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['role1'],
    });
    expect(storedEmojiImages(dataDir)).toEqual([`${emoji.id}.webp`]);
  });

  it('stores a WebP at most 128 px high with the aspect ratio kept', async () => {
    const emoji = await addEmojiAs(app, admin, 'wide');
    const res = await app.inject({ method: 'GET', url: pathOf(emoji.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height).toBe(128);
    expect(meta.width).toBe(192); // 300×200 scaled to 128 high
  });

  it('does not enlarge a small picture', async () => {
    const file = await uploadPicture(app, admin, 32, 32);
    const res = await call(app, 'admin/emoji/add', admin, { name: 'tiny', fileId: file.id });
    const img = await app.inject({ method: 'GET', url: pathOf((res.json() as entities.EmojiDetailed).url) });
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([32, 32]);
  });

  it('keeps an animated GIF animated', async () => {
    const file = await upload(app, admin, {
      name: 'anim.gif',
      type: 'image/gif',
      bytes: await animatedGif(),
    });
    const res = await call(app, 'admin/emoji/add', admin, { name: 'blink', fileId: file.id });
    expect(res.statusCode).toBe(200);
    const img = await app.inject({ method: 'GET', url: '/emoji/blink.webp' });
    const meta = await sharp(img.rawPayload, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
    expect(meta.pageHeight).toBe(128);
  });

  it('lets moderators and holders of canManageCustomEmojis add emoji', async () => {
    const mod = await signupModerator(app);
    await expect(addEmojiAs(app, mod, 'by_mod')).resolves.toMatchObject({ name: 'by_mod' });

    const carol = await signup(app, 'carol');
    const before = await call(app, 'admin/emoji/add', carol, {
      name: 'by_carol',
      fileId: (await uploadPicture(app, carol)).id,
    });
    expect(errorOf(before).code).toBe('ROLE_PERMISSION_DENIED');
    const policy = await call(app, 'admin/roles/update-default-policies', admin, {
      policies: { canManageCustomEmojis: true },
    });
    expect(policy.statusCode).toBe(204);
    await expect(addEmojiAs(app, carol, 'by_carol')).resolves.toMatchObject({ name: 'by_carol' });
  });
});

describe('admin/emoji/add rejections store nothing', () => {
  let bob: TestAccount;
  beforeEach(async () => {
    bob = await signup(app, 'bob');
  });

  async function expectRejected(
    who: TestAccount | null,
    body: Record<string, unknown>,
    expected: { status: number; code: string; id?: string },
  ): Promise<void> {
    const rowsBefore = emojiRowCount(app);
    const imagesBefore = storedEmojiImages(dataDir);
    const res = await call(app, 'admin/emoji/add', who, body);
    expect(res.statusCode).toBe(expected.status);
    const error = errorOf(res);
    expect(error.code).toBe(expected.code);
    if (expected.id) expect(error.id).toBe(expected.id);
    expect(error.message.length).toBeGreaterThan(0);
    expect(emojiRowCount(app)).toBe(rowsBefore);
    expect(storedEmojiImages(dataDir)).toEqual(imagesBefore);
    expect(existsSync(join(dataDir, 'emoji')) ? storedEmojiImages(dataDir) : []).toEqual(imagesBefore);
  }

  it('refuses a user without the right (Misskey permission error)', async () => {
    const file = await uploadPicture(app, bob);
    await expectRejected(
      bob,
      { name: 'nope', fileId: file.id },
      { status: 403, code: 'ROLE_PERMISSION_DENIED', id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a' },
    );
  });

  it('refuses a visitor', async () => {
    const file = await uploadPicture(app, admin);
    await expectRejected(
      null,
      { name: 'nope', fileId: file.id },
      { status: 401, code: 'CREDENTIAL_REQUIRED' },
    );
  });

  it('refuses a file that is not an image', async () => {
    const file = await upload(app, admin, { name: 'tone.wav', type: 'audio/wav', bytes: wav() });
    await expectRejected(
      admin,
      { name: 'tone', fileId: file.id },
      { status: 400, code: 'UNSUPPORTED_FILE_TYPE', id: 'f7599d96-8750-af68-1633-9575d625c1a7' },
    );
  });

  it('refuses a name already taken', async () => {
    await addEmojiAs(app, admin, 'taken');
    const file = await uploadPicture(app, admin, 100, 100, 7);
    await expectRejected(
      admin,
      { name: 'taken', fileId: file.id },
      { status: 400, code: 'DUPLICATE_NAME', id: 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975' },
    );
  });

  it('lets only one of two simultaneous adds with the same name through', async () => {
    const [a, b] = await Promise.all([
      uploadPicture(app, admin, 100, 100, 1),
      uploadPicture(app, admin, 100, 100, 2),
    ]);
    const answers = await Promise.all([
      call(app, 'admin/emoji/add', admin, { name: 'race', fileId: a.id }),
      call(app, 'admin/emoji/add', admin, { name: 'race', fileId: b.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((r) => r.statusCode === 400);
    expect(loser && errorOf(loser).code).toBe('DUPLICATE_NAME');
    expect(emojiRowCount(app)).toBe(1);
    expect(storedEmojiImages(dataDir)).toHaveLength(1);
  });

  it.each(['has space', 'colon:name', 'ümlaut', 'dot.name', '../up', ''])(
    'refuses the name %j',
    async (name) => {
      const file = await uploadPicture(app, admin);
      await expectRejected(admin, { name, fileId: file.id }, { status: 400, code: 'INVALID_PARAM' });
    },
  );

  it('refuses an unknown file', async () => {
    await expectRejected(
      admin,
      { name: 'ghost', fileId: 'aaaaaaaaaa' },
      { status: 400, code: 'NO_SUCH_FILE', id: 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf' },
    );
  });

  it("refuses someone else's file", async () => {
    const file = await uploadPicture(app, bob);
    await expectRejected(
      admin,
      { name: 'borrowed', fileId: file.id },
      { status: 400, code: 'NO_SUCH_FILE', id: 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf' },
    );
  });

  it('refuses fields of the wrong type', async () => {
    const file = await uploadPicture(app, admin);
    await expectRejected(
      admin,
      { name: 'typed', fileId: file.id, aliases: 'not-a-list' },
      { status: 400, code: 'INVALID_PARAM' },
    );
  });
});

describe('emojis and emoji', () => {
  it('lists every emoji as EmojiSimple, by category then name, to visitors too', async () => {
    await addEmojiAs(app, admin, 'zebra', { category: 'Animals' });
    await addEmojiAs(app, admin, 'apple', { category: 'Food', isSensitive: true });
    await addEmojiAs(app, admin, 'ant', {
      category: 'Animals',
      aliases: ['bug'],
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
    });
    await addEmojiAs(app, admin, 'loose');

    const res = await call(app, 'emojis', null);
    expect(res.statusCode).toBe(200);
    const { emojis } = res.json() as { emojis: entities.EmojiSimple[] };
    expect(emojis.map((e) => e.name)).toEqual(['ant', 'zebra', 'apple', 'loose']);
    expect(emojis[0]).toEqual({
      name: 'ant',
      category: 'Animals',
      aliases: ['bug'],
      url: `${app.instance.config.url}/emoji/ant.webp`,
      localOnly: false,
      isSensitive: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
    });
    expect(emojis[2]?.isSensitive).toBe(true);
    expect(emojis[3]?.category).toBeNull();
  });

  it('answers an empty list on a fresh instance', async () => {
    expect((await call(app, 'emojis', null)).json()).toEqual({ emojis: [] });
  });

  it('looks one emoji up by name', async () => {
    const added = await addEmojiAs(app, admin, 'wave', { license: 'MIT' });
    const res = await call(app, 'emoji', null, { name: 'wave' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(added);
  });

  it('answers NO_SUCH_EMOJI for an unknown name', async () => {
    const res = await call(app, 'emoji', null, { name: 'missing' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_EMOJI', id: '684dec9d-a8c2-4364-9aa8-456c49cb1dc8' });
  });
});
