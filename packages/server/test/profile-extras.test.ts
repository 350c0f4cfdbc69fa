import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bombPng, createDriveApp, image, upload, wav } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';

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

const png = async (seed = 0) => ({
  name: 'me.png',
  type: 'image/png',
  bytes: await image('png', 400, 400, seed),
});

type Detailed = entities.UserDetailed & { speakAsCat?: boolean };

describe('i/update avatar and banner', () => {
  it('sets them from the own drive, packs their URLs and blurhashes everywhere, and clears them', async () => {
    const note = await post(app, alice, { text: 'hello' });
    const before = await okAs<entities.Note>(app, 'notes/show', bob, { noteId: note.id });
    expect(before.user.avatarUrl).toContain('/identicon/');
    const avatar = await upload(app, alice, await png(1));
    const banner = await upload(app, alice, await png(2));

    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, {
      avatarId: avatar.id,
      bannerId: banner.id,
    });
    expect(me).toMatchObject({
      avatarId: avatar.id,
      bannerId: banner.id,
      avatarUrl: avatar.thumbnailUrl,
      avatarBlurhash: avatar.blurhash,
      bannerUrl: banner.url,
      bannerBlurhash: banner.blurhash,
    });
    expect(avatar.blurhash).toBeTruthy();
    const seen = await okAs<Detailed>(app, 'users/show', bob, { userId: alice.id });
    expect(seen).toMatchObject({ avatarUrl: avatar.thumbnailUrl, bannerUrl: banner.url });
    expect(seen).not.toHaveProperty('avatarId');
    // The note was packed (and cached) before: its author shows the new avatar all the same.
    const after = await okAs<entities.Note>(app, 'notes/show', bob, { noteId: note.id });
    expect(after.user.avatarUrl).toBe(avatar.thumbnailUrl);
    // The avatar is served.
    const served = await app.inject({ method: 'GET', url: new URL(me.avatarUrl ?? '').pathname });
    expect(served.statusCode).toBe(200);

    const cleared = await okAs<entities.MeDetailed>(app, 'i/update', alice, { avatarId: null });
    expect(cleared).toMatchObject({ avatarId: null, avatarBlurhash: null, bannerId: banner.id });
    expect(cleared.avatarUrl).toContain('/identicon/');
  });

  it('forgets a picture whose drive file is deleted, as Misskey does', async () => {
    const banner = await upload(app, alice, await png(3));
    await okAs(app, 'i/update', alice, { bannerId: banner.id });
    await okAs(app, 'drive/files/delete', alice, { fileId: banner.id });
    expect(await okAs(app, 'i', alice)).toMatchObject({ bannerId: null, bannerUrl: null });
  });

  it('never hands every viewer a picture too large to decode: the identicon, and no banner', async () => {
    const huge = await upload(app, alice, {
      name: 'huge.png',
      type: 'image/png',
      bytes: bombPng(20_000, 20_000),
    });
    expect(huge.thumbnailUrl).toBeNull();
    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, {
      avatarId: huge.id,
      bannerId: huge.id,
    });
    expect(me).toMatchObject({ avatarId: huge.id, bannerId: huge.id, bannerUrl: null });
    expect(me.avatarUrl).toContain('/identicon/');
  });

  it("refuses another user's file, an unknown id and a file that is not an image, with Misskey's errors", async () => {
    const bobs = await upload(app, bob, await png(4));
    const sound = await upload(app, alice, { name: 'tone.wav', type: 'audio/wav', bytes: wav() });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ avatarId: bobs.id }, 'NO_SUCH_AVATAR', '539f3a45-f215-4f81-a9a8-31293640207f'],
      [{ bannerId: 'nothing' }, 'NO_SUCH_BANNER', '0d8f5629-f210-41c2-9433-735831a58595'],
      [{ avatarId: sound.id }, 'AVATAR_NOT_AN_IMAGE', 'f419f9f8-2f4d-46b1-9fb4-49d3a2fd7191'],
      [{ bannerId: sound.id }, 'BANNER_NOT_AN_IMAGE', '75aedb19-2afd-4e6d-87fc-67941256fa60'],
    ];
    for (const [params, code, id] of cases) {
      const res = await callAs(app, 'i/update', alice, { ...params, location: 'Not stored' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, id });
    }
    // A refused call stores nothing of what came with it.
    expect(await okAs(app, 'i', alice)).toMatchObject({ avatarId: null, bannerId: null, location: null });
  });

  it('answers RESTRICTED_BY_ROLE when the canUpdateBioMedia policy is off', async () => {
    await setPolicies(app, alice, { canUpdateBioMedia: false });
    const file = await upload(app, bob, await png(5));
    const res = await callAs(app, 'i/update', bob, { avatarId: file.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'RESTRICTED_BY_ROLE',
      id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
    });
  });
});

describe('i/update fields, location, lang and speakAsCat', () => {
  it('stores each, shows them to others, and changes only what is given', async () => {
    const me = await okAs<entities.MeDetailed & { speakAsCat: boolean }>(app, 'i/update', alice, {
      fields: [
        { name: ' Website ', value: ' https://example.com ' },
        { name: 'Empty', value: '  ' },
        { name: 'Pronouns', value: 'she/her' },
      ],
      location: ' Kyoto ',
      lang: 'ja-JP',
      isCat: true,
      speakAsCat: false,
    });
    // Trimmed, and a field without a value dropped, as Misskey does.
    const fields = [
      { name: 'Website', value: 'https://example.com' },
      { name: 'Pronouns', value: 'she/her' },
    ];
    expect(me).toMatchObject({ fields, location: 'Kyoto', lang: 'ja-JP', isCat: true, speakAsCat: false });
    expect(await okAs(app, 'users/show', bob, { userId: alice.id })).toMatchObject({
      fields,
      location: 'Kyoto',
      lang: 'ja-JP',
      speakAsCat: false,
    });
    const note = await post(app, alice, { text: 'nya' });
    expect((await okAs<entities.Note>(app, 'notes/show', bob, { noteId: note.id })).user).toMatchObject({
      isCat: true,
      speakAsCat: false,
    });

    expect(await okAs(app, 'i/update', alice, { name: 'Alice' })).toMatchObject({
      fields,
      location: 'Kyoto',
    });
    expect(await okAs(app, 'i/update', alice, { location: '', lang: null, fields: [] })).toMatchObject({
      location: null,
      lang: null,
      fields: [],
    });
    // Others keep the defaults: no fields, speakAsCat on.
    expect(await okAs(app, 'users/show', alice, { userId: bob.id })).toMatchObject({
      fields: [],
      location: null,
      speakAsCat: true,
    });
  });

  it('refuses more than 16 fields, too long a label, value or location, and a malformed language', async () => {
    const field = { name: 'a', value: 'b' };
    const bad: Record<string, unknown>[] = [
      { fields: Array.from({ length: 17 }, () => field) },
      { fields: [{ name: 'x'.repeat(257), value: 'b' }] },
      { fields: [{ name: 'a', value: 'y'.repeat(257) }] },
      { fields: [{ name: 'a' }] },
      { location: 'z'.repeat(51) },
      { lang: 'not a language' },
    ];
    for (const params of bad) {
      const res = await callAs(app, 'i/update', alice, params);
      expect(res.statusCode, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    const sixteen = Array.from({ length: 16 }, (_, i) => ({ name: `n${i}`, value: 'v'.repeat(256) }));
    expect(
      (await okAs<entities.MeDetailed>(app, 'i/update', alice, { fields: sixteen })).fields,
    ).toHaveLength(16);
  });
});
