import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

/** A stand-in for the providers' siteverify (form body) and mCaptcha's (JSON body). */
interface Verifier {
  url: string;
  requests: { path: string; type: string; body: string }[];
  /** What the next answers are: passes the response 'solved', or always answers this status. */
  status: number;
  close(): Promise<void>;
}

async function startVerifier(): Promise<Verifier> {
  const verifier: Verifier = { url: '', requests: [], status: 200, close: async () => {} };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const type = req.headers['content-type'] ?? '';
    verifier.requests.push({ path: req.url ?? '', type, body });
    if (verifier.status !== 200) {
      res.writeHead(verifier.status).end('down');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (type.startsWith('application/json')) {
      const { token } = JSON.parse(body) as { token: string };
      res.end(JSON.stringify({ valid: token === 'solved' }));
    } else {
      const ok = new URLSearchParams(body).get('response') === 'solved';
      res.end(
        JSON.stringify(
          ok ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifier.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  verifier.close = () => new Promise((resolve) => server.close(() => resolve()));
  return verifier;
}

let app: FastifyInstance;
let verifier: Verifier;
let admin: TestAccount;

/** An instance whose verifier is the stand-in; `loopback` false is the production guard. */
async function setUp(loopback = true): Promise<void> {
  verifier = await startVerifier();
  app = await createTestApp({
    config: defaultConfig({
      clientDist: '/nonexistent-client-dist',
      externalServiceLoopback: loopback,
      captchaVerifyUrl: `${verifier.url}/siteverify`,
    }),
  });
  admin = await signup(app, 'alice', 'alice-password');
}

afterEach(async () => {
  await app.close();
  await verifier.close();
});

const HCAPTCHA = { enableHcaptcha: true, hcaptchaSiteKey: 'site-h', hcaptchaSecretKey: 'secret-h' };
const newUser = { username: 'newcomer', password: 'newcomer-password' };

describe('CAPTCHA at sign-up and sign-in', () => {
  it('meta announces a provider only when its answers are verified', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, { enableHcaptcha: true, hcaptchaSiteKey: 'site-h' });
    let meta = await okAs<entities.MetaDetailed>(app, 'meta', null);
    // Without its secret nothing is checked: not announced, and sign-up needs no answer.
    expect(meta.enableHcaptcha).toBe(false);
    expect(meta.features?.hcaptcha).toBe(false);
    expect((await api(app, 'signup', newUser)).statusCode).toBe(200);

    await okAs(app, 'admin/update-meta', admin, { hcaptchaSecretKey: 'secret-h' });
    meta = await okAs<entities.MetaDetailed>(app, 'meta', null);
    expect(meta).toMatchObject({ enableHcaptcha: true, hcaptchaSiteKey: 'site-h', enableTurnstile: false });
    expect(meta.features?.hcaptcha).toBe(true);
    expect(JSON.stringify(meta)).not.toContain('secret-h');
  });

  it('sign-up needs an answer the provider accepts, checked with the secret key', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, HCAPTCHA);

    const missing = await api(app, 'signup', newUser);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'no-response' } });
    expect(verifier.requests).toHaveLength(0);

    const wrong = await api(app, 'signup', { ...newUser, 'hcaptcha-response': 'guessed' });
    expect(errorOf(wrong)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'failed' } });
    // Misskey's request: a form with the secret and the answer.
    expect(verifier.requests[0]?.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(verifier.requests[0]?.body))).toEqual({
      secret: 'secret-h',
      response: 'guessed',
    });

    const right = await api(app, 'signup', { ...newUser, 'hcaptcha-response': 'solved' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username: 'newcomer' });
  });

  it('a verifier that fails lets nobody in', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, HCAPTCHA);
    verifier.status = 500;
    const res = await api(app, 'signup', { ...newUser, 'hcaptcha-response': 'solved' });
    expect(errorOf(res)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'unreachable' } });
    expect(app.instance.users.findLocalByUsername('newcomer')).toBeFalsy();
  });

  it('sign-in asks the CAPTCHA before the password of an account without two-factor', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, {
      enableTurnstile: true,
      turnstileSiteKey: 'site-t',
      turnstileSecretKey: 'secret-t',
    });
    const creds = { username: 'alice', password: 'alice-password' };
    expect(errorOf(await api(app, 'signin-flow', creds))).toMatchObject({ code: 'CAPTCHA_FAILED' });
    // A wrong answer is refused before the password is even looked at.
    const wrong = await api(app, 'signin-flow', { ...creds, password: 'nope', 'turnstile-response': 'x' });
    expect(errorOf(wrong)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'failed' } });
    const res = await api(app, 'signin-flow', { ...creds, 'turnstile-response': 'solved' });
    expect(res.json()).toMatchObject({ finished: true, id: admin.id });
    expect(new URLSearchParams(verifier.requests.at(-1)?.body).get('secret')).toBe('secret-t');
  });

  it('mCaptcha is verified at the configured instance with its JSON request', async () => {
    await setUp();
    await okAs(app, 'admin/update-meta', admin, {
      enableMcaptcha: true,
      mcaptchaSiteKey: 'site-m',
      mcaptchaSecretKey: 'secret-m',
      mcaptchaInstanceUrl: `${verifier.url}/`,
    });
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableMcaptcha).toBe(true);
    const wrong = await api(app, 'signup', { ...newUser, 'm-captcha-response': 'guessed' });
    expect(errorOf(wrong)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'failed' } });
    expect(verifier.requests[0]?.path).toBe('/api/v1/pow/siteverify');
    expect(JSON.parse(verifier.requests[0]?.body ?? '')).toEqual({
      key: 'site-m',
      secret: 'secret-m',
      token: 'guessed',
    });
    expect((await api(app, 'signup', { ...newUser, 'm-captcha-response': 'solved' })).statusCode).toBe(200);
  });

  it('admin/captcha/save puts a provider in force only with an answer its new keys pass', async () => {
    await setUp();
    const save = (body: Record<string, unknown>) => callAs(app, 'admin/captcha/save', admin, body);
    const keys = { provider: 'hcaptcha', sitekey: 'site-h', secret: 'secret-h' };
    expect(errorOf(await save({ provider: 'hcaptcha', sitekey: 'site-h' }))).toMatchObject({
      code: 'INVALID_PARAMETERS',
    });
    expect(errorOf(await save({ ...keys, captchaResult: 'guessed' }))).toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
    // Refused: nothing stored, nothing in force.
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableHcaptcha).toBe(false);
    expect(new URLSearchParams(verifier.requests[0]?.body).get('secret')).toBe('secret-h');

    expect((await save({ ...keys, captchaResult: 'solved' })).statusCode).toBe(204);
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableHcaptcha).toBe(true);
    expect(await okAs(app, 'admin/captcha/current', admin)).toEqual({
      provider: 'hcaptcha',
      hcaptcha: { siteKey: 'site-h', secretKey: 'secret-h' },
      mcaptcha: { siteKey: null, secretKey: null, instanceUrl: null },
      recaptcha: { siteKey: null, secretKey: null },
      turnstile: { siteKey: null, secretKey: null },
    });

    expect((await save({ provider: 'none' })).statusCode).toBe(204);
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableHcaptcha).toBe(false);
    expect((await api(app, 'signup', newUser)).statusCode).toBe(200);
  });

  it("testcaptcha is saved only with Misskey's fixed answer and then asks sign-up for it", async () => {
    await setUp();
    const save = (body: Record<string, unknown>) => callAs(app, 'admin/captcha/save', admin, body);
    expect(errorOf(await save({ provider: 'testcaptcha' }))).toMatchObject({ code: 'INVALID_PARAMETERS' });
    expect(errorOf(await save({ provider: 'testcaptcha', captchaResult: 'guessed' }))).toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableTestcaptcha).toBe(false);

    expect((await save({ provider: 'testcaptcha', captchaResult: 'testcaptcha-passed' })).statusCode).toBe(
      204,
    );
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableTestcaptcha).toBe(true);
    expect(await okAs(app, 'admin/captcha/current', admin)).toMatchObject({ provider: 'testcaptcha' });
    expect(await okAs(app, 'admin/meta', admin)).toMatchObject({ enableTestcaptcha: true });

    expect(errorOf(await api(app, 'signup', newUser))).toMatchObject({
      code: 'CAPTCHA_FAILED',
      info: { reason: 'no-response' },
    });
    const wrong = await api(app, 'signup', { ...newUser, 'testcaptcha-response': 'guessed' });
    expect(errorOf(wrong)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'failed' } });
    const right = await api(app, 'signup', { ...newUser, 'testcaptcha-response': 'testcaptcha-passed' });
    expect(right.statusCode).toBe(200);
    // No outside verifier is asked for it.
    expect(verifier.requests).toHaveLength(0);
  });

  it('in the normal configuration the guard refuses a verifier on a private address', async () => {
    await setUp(false);
    await okAs(app, 'admin/update-meta', admin, HCAPTCHA);
    const res = await api(app, 'signup', { ...newUser, 'hcaptcha-response': 'solved' });
    expect(errorOf(res)).toMatchObject({ code: 'CAPTCHA_FAILED', info: { reason: 'unreachable' } });
    expect(verifier.requests).toHaveLength(0);
  });
});
