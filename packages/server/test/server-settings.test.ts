import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});

afterEach(async () => {
  await app.close();
});

const LIGHT_THEME = JSON.stringify({
  id: 'garden-l',
  name: 'Garden',
  base: 'light',
  props: { accent: '#336699' },
});
const DARK_THEME = JSON.stringify({ id: 'garden-d', name: 'Garden dark', base: 'dark', props: {} });

const adminMeta = () => okAs<entities.AdminMetaResponse>(app, 'admin/meta', admin);
const meta = () => okAs<entities.MetaDetailed>(app, 'meta', null);

describe('admin/meta and admin/update-meta: the server settings', () => {
  it('stores every setting, answers it in admin/meta, and meta answers the public ones', async () => {
    const fresh = await adminMeta();
    expect(fresh).toMatchObject({
      name: 'Shiori',
      shortName: null,
      prohibitedWords: [],
      sensitiveWords: [],
      hiddenTags: [],
      bannedEmailDomains: [],
      pinnedUsers: [],
      enableHcaptcha: false,
      deeplAuthKey: null,
      urlPreviewEnabled: true,
      urlPreviewTimeout: 10000,
    });
    const settings = {
      name: 'Garden',
      shortName: 'Gdn',
      themeColor: '#336699',
      app192IconUrl: 'https://garden.example/192.png',
      app512IconUrl: 'https://garden.example/512.png',
      backgroundImageUrl: 'https://garden.example/bg.png',
      defaultLightTheme: LIGHT_THEME,
      defaultDarkTheme: DARK_THEME,
      sensitiveWords: ['spoiler'],
      prohibitedWords: ['forbidden fruit', '/b[a4]dword/i'],
      hiddenTags: ['Secret'],
      bannedEmailDomains: ['spam.example'],
      pinnedUsers: ['@bob'],
      enableHcaptcha: true,
      hcaptchaSiteKey: 'site-h',
      hcaptchaSecretKey: 'secret-h',
      enableTurnstile: true,
      turnstileSiteKey: 'site-t',
      turnstileSecretKey: 'secret-t',
      deeplAuthKey: 'deepl-key',
      deeplIsPro: true,
      urlPreviewEnabled: false,
      urlPreviewTimeout: 5000,
      urlPreviewMaximumContentLength: 2048,
      urlPreviewRequireContentLength: false,
      urlPreviewUserAgent: 'Garden/1',
      urlPreviewSummaryProxyUrl: 'https://summary.example',
    };
    await okAs(app, 'admin/update-meta', admin, settings);
    expect(await adminMeta()).toMatchObject(settings);

    const pub = await meta();
    expect(pub).toMatchObject({
      name: 'Garden',
      shortName: 'Gdn',
      themeColor: '#336699',
      backgroundImageUrl: 'https://garden.example/bg.png',
      defaultLightTheme: LIGHT_THEME,
      defaultDarkTheme: DARK_THEME,
      hcaptchaSiteKey: 'site-h',
      turnstileSiteKey: 'site-t',
    });
    // Sign-up verifies the first provider enabled (services/captcha), so only it is announced.
    expect(pub).toMatchObject({ enableHcaptcha: true, enableTurnstile: false, translatorAvailable: true });
    expect(pub.features?.hcaptcha).toBe(true);
    // Secrets stay out of the public meta.
    expect(JSON.stringify(pub)).not.toMatch(/secret-h|secret-t|deepl-key|spam\.example|forbidden/);

    // Empty text clears a field; only the fields sent change.
    await okAs(app, 'admin/update-meta', admin, { shortName: '', prohibitedWords: [] });
    const after = await adminMeta();
    expect([after.shortName, after.prohibitedWords, after.name, after.sensitiveWords]).toEqual([
      null,
      [],
      'Garden',
      ['spoiler'],
    ]);
  });

  it('is for administrators only, as Misskey (moderators too are refused), and checks types', async () => {
    for (const who of [mod, bob]) {
      expect(errorOf(await callAs(app, 'admin/meta', who)).code).toBe('ACCESS_DENIED');
      expect(errorOf(await callAs(app, 'admin/update-meta', who, { name: 'x' })).code).toBe('ACCESS_DENIED');
    }
    expect(errorOf(await callAs(app, 'admin/meta', null)).code).toBe('CREDENTIAL_REQUIRED');
    expect(errorOf(await callAs(app, 'admin/update-meta', admin, { themeColor: 'blue' })).code).toBe(
      'INVALID_PARAM',
    );
    // A default theme that no client could install is refused, as a bad theme file is at start.
    for (const theme of ['{not json', '{"id":"x","name":"x","base":"sepia","props":{}}']) {
      const res = await callAs(app, 'admin/update-meta', admin, { defaultDarkTheme: theme });
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    expect((await adminMeta()).themeColor).toBeNull();
  });

  it('records a change in the moderation log without the secret keys', async () => {
    await okAs(app, 'admin/update-meta', admin, { name: 'Garden', deeplAuthKey: 'deepl-key' });
    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {
        type: 'updateServerSettings',
      },
    );
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0]?.info)).toContain('Garden');
    expect(JSON.stringify(logs[0]?.info)).not.toContain('deepl-key');
  });
});

describe('the word lists, hidden tags, banned mail domains and pinned users at work', () => {
  it('refuses a note with a prohibited word (text, cw or poll) with Misskey error, and passes others', async () => {
    await okAs(app, 'admin/update-meta', admin, { prohibitedWords: ['forbidden fruit', '/b[a4]dword/i'] });
    const refused = [
      { text: 'the forbidden sweet fruit' }, // every word of a line, anywhere
      { text: 'a B4DWORD here' },
      { cw: 'a badword', text: 'hidden' },
      { text: 'vote', poll: { choices: ['ok', 'badword'] } },
    ];
    for (const params of refused) {
      const res = await callAs(app, 'notes/create', bob, params);
      expect(errorOf(res)).toMatchObject({
        code: 'CONTAINS_PROHIBITED_WORDS',
        id: 'aa6e01d3-a85c-669d-758a-76aab43af334',
      });
    }
    expect((await post(app, bob, { text: 'forbidden, but no f-word' })).text).toBe(
      'forbidden, but no f-word',
    );
  });

  it('posts a public note with a sensitive word as home', async () => {
    await okAs(app, 'admin/update-meta', admin, { sensitiveWords: ['spoiler'] });
    expect((await post(app, bob, { text: 'big spoiler ahead' })).visibility).toBe('home');
    expect((await post(app, bob, { text: 'nothing to see' })).visibility).toBe('public');
  });

  it('leaves hidden tags out of the trends', async () => {
    await post(app, bob, { text: '#Secret #garden' });
    await post(app, admin, { text: '#secret #garden' });
    const tags = async () =>
      (await okAs<{ tag: string }[]>(app, 'hashtags/trend', null)).map((t) => t.tag.toLowerCase()).sort();
    expect(await tags()).toEqual(['garden', 'secret']);
    await okAs(app, 'admin/update-meta', admin, { hiddenTags: ['SECRET'] });
    expect(await tags()).toEqual(['garden']);
  });

  it('refuses sign-up and an address from a banned mail domain or its subdomains', async () => {
    await okAs(app, 'admin/update-meta', admin, {
      emailRequiredForSignup: true,
      bannedEmailDomains: ['spam.example'],
    });
    for (const email of ['x@spam.example', 'x@mail.SPAM.example']) {
      expect(await okAs(app, 'email-address/available', null, { emailAddress: email })).toEqual({
        available: false,
        reason: 'banned',
      });
      const res = await callAs(app, 'signup', null, {
        username: 'carol',
        password: 'pw-secret',
        emailAddress: email,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).info).toMatchObject({ reason: 'banned' });
    }
    expect(await okAs(app, 'email-address/available', null, { emailAddress: 'x@notspam.example' })).toEqual({
      available: true,
      reason: null,
    });
  });

  it('answers the pinned users in order, skipping unknown ones', async () => {
    expect(await okAs(app, 'pinned-users', null)).toEqual([]);
    await okAs(app, 'admin/update-meta', admin, {
      pinnedUsers: ['@bob', 'nobody', 'maya', '@x@remote.example'],
    });
    const pinned = await okAs<entities.UserDetailed[]>(app, 'pinned-users', null);
    expect(pinned.map((u) => u.username)).toEqual(['bob', 'maya']);
  });
});
