import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { type MailDomainResolver, useActiveValidation } from '../src/services/mail/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

/** DNS as the test says: per domain its MX hosts, address records, or an error code. */
type Zone = Record<string, { mx?: string[]; a?: string[]; error?: string }>;

function stubResolver(zone: Zone, asked: string[]): MailDomainResolver {
  const answer = async (domain: string, kind: 'mx' | 'a' | 'aaaa'): Promise<string[]> => {
    asked.push(`${kind} ${domain}`);
    const entry = zone[domain];
    const fail = (code: string) => Object.assign(new Error(code), { code });
    if (!entry) throw fail('ENOTFOUND');
    if (entry.error) throw fail(entry.error);
    const records = kind === 'mx' ? entry.mx : kind === 'a' ? entry.a : undefined;
    if (!records) throw fail('ENODATA');
    return records;
  };
  return {
    resolveMx: async (domain) =>
      (await answer(domain, 'mx')).map((exchange, priority) => ({ exchange, priority })),
    resolve4: (domain) => answer(domain, 'a'),
    resolve6: (domain) => answer(domain, 'aaaa'),
  };
}

/** A stand-in for verifymail.io (GET /api/<address>?key=) and a Truemail server (POST ?email=). */
interface Services {
  url: string;
  requests: { method: string; url: string; authorization: string | undefined }[];
  answer: unknown;
  close(): Promise<void>;
}

async function startServices(): Promise<Services> {
  const services: Services = { url: '', requests: [], answer: {}, close: async () => {} };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      services.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(services.answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  services.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  services.close = () => new Promise((resolve) => server.close(() => resolve()));
  return services;
}

let app: FastifyInstance;
let services: Services | null = null;
let admin: TestAccount;
let asked: string[];

const ZONE: Zone = {
  'mail.example': { mx: ['mx1.mail.example'] },
  'bare.example': { a: ['192.0.2.10'] },
  'nullmx.example': { mx: [''] },
  'broken.example': { error: 'ESERVFAIL' },
};

async function start(loopback = true): Promise<void> {
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', externalServiceLoopback: loopback }),
  });
  asked = [];
  useActiveValidation(app.instance, { resolver: stubResolver(ZONE, asked) });
  admin = await signup(app, 'alice', 'pw-secret');
}

afterEach(async () => {
  await app.close();
  await services?.close();
  services = null;
});

/** Starts the stand-in and makes it the Truemail server active validation asks. */
async function useTruemail(): Promise<Services> {
  const started = await startServices();
  await okAs(app, 'admin/update-meta', admin, {
    enableActiveEmailValidation: true,
    enableTruemailApi: true,
    truemailInstance: `${started.url}/check`,
    truemailAuthKey: 'tm-key',
  });
  return started;
}

const available = (emailAddress: string) =>
  okAs<{ available: boolean; reason: string | null }>(app, 'email-address/available', null, { emailAddress });

describe('active mail validation', () => {
  it('off (our default), asks no one; on, refuses a domain with no MX or address record', async () => {
    await start();
    expect(await available('bob@nowhere.example')).toEqual({ available: true, reason: null });
    expect(asked).toEqual([]);

    await okAs(app, 'admin/update-meta', admin, { enableActiveEmailValidation: true });
    const meta = await okAs<Record<string, unknown>>(app, 'admin/meta', admin);
    expect(meta.enableActiveEmailValidation).toBe(true);
    expect(await available('bob@nowhere.example')).toEqual({ available: false, reason: 'mx' });
    expect(await available('bob@Mail.Example')).toEqual({ available: true, reason: null });
    // No MX but an address record: mail goes to the domain itself (RFC 5321).
    expect(await available('bob@bare.example')).toEqual({ available: true, reason: null });
    // A "null MX" says the domain takes no mail.
    expect(await available('bob@nullmx.example')).toEqual({ available: false, reason: 'mx' });
    // A resolver that does not answer is not proof of absence.
    expect(await available('bob@broken.example')).toEqual({ available: false, reason: 'network' });
    // The local checks come first, without a lookup.
    asked.length = 0;
    expect(await available('not an address')).toEqual({ available: false, reason: 'format' });
    expect(asked).toEqual([]);
  });

  it('refuses sign-up by mail and a changed address the same way', async () => {
    await start();
    await okAs(app, 'admin/update-meta', admin, {
      enableActiveEmailValidation: true,
      emailRequiredForSignup: true,
    });
    const refused = await callAs(app, 'signup', null, {
      username: 'bob',
      password: 'bob password',
      emailAddress: 'bob@nowhere.example',
    });
    expect(errorOf(refused)).toMatchObject({ code: 'UNAVAILABLE_EMAIL_ADDRESS', info: { reason: 'mx' } });
    expect(
      (
        await callAs(app, 'signup', null, {
          username: 'bob',
          password: 'bob password',
          emailAddress: 'bob@mail.example',
        })
      ).statusCode,
    ).toBe(204);
    const changed = await callAs(app, 'i/update-email', admin, {
      password: 'pw-secret',
      email: 'a@nowhere.example',
    });
    expect(errorOf(changed).code).toBe('UNAVAILABLE');
  });

  it("asks verifymail.io with the key when it is set, and answers Misskey's reasons", async () => {
    await start();
    services = await startServices();
    useActiveValidation(app.instance, { verifymailUrl: `${services.url}/api/` });
    await okAs(app, 'admin/update-meta', admin, {
      enableActiveEmailValidation: true,
      enableVerifymailApi: true,
      verifymailAuthKey: 'vm-key&1',
    });
    services.answer = {
      email_address: 'bob@nowhere.example',
      deliverable_email: true,
      disposable: false,
      mx: true,
    };
    expect(await available('bob@nowhere.example')).toEqual({ available: true, reason: null });
    expect(services.requests).toEqual([
      { method: 'GET', url: '/api/bob%40nowhere.example?key=vm-key%261', authorization: undefined },
    ]);
    expect(asked).toEqual([]);
    const cases: [unknown, string | null][] = [
      [{ email_address: 'x', disposable: true }, 'disposable'],
      [{ email_address: 'x', deliverable_email: false }, 'smtp'],
      [{ email_address: 'x', mx: false }, 'mx'],
      [{ domain: 'nowhere.example' }, 'format'],
      [{ message: 'Invalid API key' }, null],
    ];
    for (const [answer, reason] of cases) {
      services.answer = answer;
      expect(await available('bob@mail.example')).toEqual({ available: false, reason });
    }
    // The key is a secret: admin/meta shows it, the moderation log does not.
    expect((await okAs<Record<string, unknown>>(app, 'admin/meta', admin)).verifymailAuthKey).toBe(
      'vm-key&1',
    );
    const log = await okAs<unknown[]>(app, 'admin/show-moderation-logs', admin, {});
    expect(JSON.stringify(log)).not.toContain('vm-key');
  });

  it('asks a Truemail server with the key, through the private-address guard', async () => {
    await start();
    services = await useTruemail();
    services.answer = { email: 'bob@nowhere.example', success: true, errors: null };
    expect(await available('bob@nowhere.example')).toEqual({ available: true, reason: null });
    expect(services.requests).toEqual([
      { method: 'POST', url: '/check?email=bob%40nowhere.example', authorization: 'tm-key' },
    ]);
    const cases: [unknown, string][] = [
      [{ email: 'x', success: false, errors: { mx: 'target host(s) not found' } }, 'mx'],
      [{ email: 'x', success: false, errors: { smtp: 'smtp error' } }, 'smtp'],
      [{ email: 'x', success: false, errors: { regex: 'invalid' } }, 'format'],
      [{ email: 'x', success: false, errors: { list_match: 'blacklisted email' } }, 'blacklist'],
    ];
    for (const [answer, reason] of cases) {
      services.answer = answer;
      expect(await available('bob@mail.example')).toEqual({ available: false, reason });
    }
    const notHttp = await callAs(app, 'admin/update-meta', admin, {
      truemailInstance: 'ftp://truemail.example',
    });
    expect(errorOf(notHttp).code).toBe('INVALID_PARAM');
  });

  it('never reaches a private address outside tests', async () => {
    await start(false);
    services = await useTruemail();
    expect(await available('bob@mail.example')).toEqual({ available: false, reason: 'network' });
    expect(services.requests).toEqual([]);
  });

  it('is an administrator setting', async () => {
    await start();
    const bob = await signup(app, 'bob', 'pw-secret');
    expect(
      errorOf(await callAs(app, 'admin/update-meta', bob, { enableActiveEmailValidation: true })).code,
    ).toBe('ACCESS_DENIED');
  });
});
