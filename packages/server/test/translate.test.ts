import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { ExternalServiceError } from '../src/services/external/post-json.js';
import { deeplRequest, readDeeplAnswer } from '../src/services/translate/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';

/** A stand-in for LibreTranslate's POST /translate: upper-cases the text, "detects" German. */
interface Libre {
  url: string;
  requests: { path: string; body: Record<string, unknown> }[];
  status: number;
  close(): Promise<void>;
}

async function startLibre(): Promise<Libre> {
  const libre: Libre = { url: '', requests: [], status: 200, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      libre.requests.push({ path: req.url ?? '', body });
      if (libre.status !== 200) {
        res
          .writeHead(libre.status, { 'Content-Type': 'application/json' })
          .end('{"error":"Invalid API key"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          translatedText: String(body.q).toUpperCase(),
          detectedLanguage: { confidence: 90, language: 'de' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  libre.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  libre.close = () => new Promise((resolve) => server.close(() => resolve()));
  return libre;
}

let app: FastifyInstance;
let libre: Libre;
let admin: TestAccount;
let bob: TestAccount;

async function setUp(loopback = true): Promise<void> {
  libre = await startLibre();
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', externalServiceLoopback: loopback }),
  });
  admin = await signup(app, 'alice', 'alice-password');
  bob = await signup(app, 'bob', 'bob-password');
  await setPolicies(app, admin, { canUseTranslator: true });
}

afterEach(async () => {
  await app.close();
  await libre.close();
});

const meta = () => okAs<entities.MetaLite>(app, 'meta', null);

describe('notes/translate', () => {
  it('translates with LibreTranslate once configured, and meta says a translator is there', async () => {
    await setUp();
    const note = await post(app, admin, { text: 'guten morgen' });
    expect((await meta()).translatorAvailable).toBe(false);
    const before = await callAs(app, 'notes/translate', bob, { noteId: note.id, targetLang: 'en-US' });
    expect(errorOf(before)).toMatchObject({ code: 'UNAVAILABLE' });

    await okAs(app, 'admin/update-meta', admin, {
      libreTranslateURL: libre.url,
      libreTranslateKey: 'libre-key',
    });
    expect((await meta()).translatorAvailable).toBe(true);
    const admMeta = await okAs<Record<string, unknown>>(app, 'admin/meta', admin);
    expect(admMeta).toMatchObject({ libreTranslateURL: libre.url, libreTranslateKey: 'libre-key' });
    expect(JSON.stringify(await meta())).not.toContain('libre-key');

    const result = await okAs(app, 'notes/translate', bob, { noteId: note.id, targetLang: 'en-US' });
    expect(result).toEqual({ sourceLang: 'de', text: 'GUTEN MORGEN' });
    // LibreTranslate's request: the language part of the locale, its key, plain text.
    expect(libre.requests).toEqual([
      {
        path: '/translate',
        body: { q: 'guten morgen', source: 'auto', target: 'en', format: 'text', api_key: 'libre-key' },
      },
    ]);
  });

  it('answers Misskey errors: policy, unknown and invisible notes; nothing for a note without text', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { libreTranslateURL: `${libre.url}/translate` });
    const secret = await post(app, admin, { text: 'only for me', visibility: 'specified' });
    const ask = (noteId: string) => callAs(app, 'notes/translate', bob, { noteId, targetLang: 'ja' });
    expect(errorOf(await ask(secret.id))).toMatchObject({ code: 'CANNOT_TRANSLATE_INVISIBLE_NOTE' });
    expect(errorOf(await ask('0000000000'))).toMatchObject({ code: 'NO_SUCH_NOTE' });
    const renote = await post(app, admin, { renoteId: (await post(app, bob, { text: 'hi' })).id });
    expect((await ask(renote.id)).statusCode).toBe(204);
    expect(libre.requests).toHaveLength(0);

    await setPolicies(app, admin, { canUseTranslator: false });
    const open = await post(app, admin, { text: 'hello' });
    expect(errorOf(await ask(open.id))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(libre.requests).toHaveLength(0);
  });

  it('a failing service answers TRANSLATION_FAILED', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { libreTranslateURL: libre.url });
    libre.status = 403;
    const note = await post(app, admin, { text: 'hello' });
    const res = await callAs(app, 'notes/translate', bob, { noteId: note.id, targetLang: 'ja' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toMatchObject({ code: 'TRANSLATION_FAILED' });
  });

  it('in the normal configuration the guard refuses a translator on a private address', async () => {
    await setUp(false);
    await okAs(app, 'admin/update-meta', admin, { libreTranslateURL: libre.url });
    const note = await post(app, admin, { text: 'hello' });
    const res = await callAs(app, 'notes/translate', bob, { noteId: note.id, targetLang: 'ja' });
    expect(errorOf(res)).toMatchObject({
      code: 'TRANSLATION_FAILED',
      info: { reason: 'refused: private address' },
    });
    expect(libre.requests).toHaveLength(0);
    // Only http(s) addresses are stored at all.
    const bad = await callAs(app, 'admin/update-meta', admin, { libreTranslateURL: 'file:///etc/passwd' });
    expect(errorOf(bad)).toMatchObject({ code: 'INVALID_PARAM' });
  });
});

// DeepL cannot be reached from here (no internet, and its hosts are fixed): what is sent and
// how the answer is read are checked apart from the network.
describe('DeepL requests and answers', () => {
  it('the Free and Pro hosts, the key in the header only, the target upper-cased', () => {
    const free = deeplRequest({ deeplAuthKey: 'secret-key:fx', deeplIsPro: false }, 'Hallo & tschüss', 'ja');
    expect(free.url).toBe('https://api-free.deepl.com/v2/translate');
    expect(free.post.headers).toEqual({ Authorization: 'DeepL-Auth-Key secret-key:fx' });
    expect(Object.fromEntries(new URLSearchParams(free.post.body))).toEqual({
      text: 'Hallo & tschüss',
      target_lang: 'JA',
    });
    expect(free.post.body).not.toContain('secret-key');
    const pro = deeplRequest({ deeplAuthKey: 'k', deeplIsPro: true }, 'x', 'en');
    expect(pro.url).toBe('https://api.deepl.com/v2/translate');
  });

  it('reads the first translation and its detected language; a refusal or an odd answer fails', () => {
    expect(
      readDeeplAnswer(200, { translations: [{ detected_source_language: 'DE', text: 'Hello' }] }),
    ).toEqual({ sourceLang: 'DE', text: 'Hello' });
    expect(readDeeplAnswer(200, { translations: [{ text: 'Hello' }] })).toEqual({
      sourceLang: '',
      text: 'Hello',
    });
    expect(() => readDeeplAnswer(403, { message: 'Wrong key' })).toThrow(ExternalServiceError);
    expect(() => readDeeplAnswer(200, { translations: [] })).toThrow('DeepL answered no translation');
    expect(() => readDeeplAnswer(200, null)).toThrow(ExternalServiceError);
  });
});
