import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredEndpoint } from '../src/api/endpoint.js';
import { endpoints } from '../src/api/endpoint-list.js';
import { extensionEndpoints } from '../src/api/extension-endpoints.js';
import { defaultConfig } from '../src/config.js';
import { image, upload } from './drive-helpers.js';
import { type FuzzRequest, type KnownValues, malformedRequests } from './fuzz-cases.js';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';

/**
 * Malformed requests to every endpoint of the index, generated from each one's paramDef
 * (test/fuzz-cases.ts), signed out and signed in as the administrator: none may answer 5xx,
 * every 4xx must be Misskey's error shape, and the heap must stay bounded. A failure prints
 * its seed; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> changes the cases per endpoint.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Heap growth allowed over the whole run, after a collection on both ends. */
const HEAP_BOUND = 32 * 1024 * 1024;
const ALL: readonly RegisteredEndpoint[] = [...endpoints, ...extensionEndpoints];

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
function heapUsed(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;
let known: KnownValues;
let heapBefore = 0;

beforeAll(async () => {
  console.log(
    `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} cases per endpoint and sign-in state`,
  );
  dataDir = mkdtempSync(join(tmpdir(), 'shiori-fuzz-'));
  const unlimited = { duration: 60_000, max: Number.MAX_SAFE_INTEGER };
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', dataDir }),
    // Rate limits would answer most cases 429 before they reach validation or the handler.
    rateLimits: Object.fromEntries(ALL.map((ep) => [ep.name, unlimited])),
  });
  // The first account is the administrator: admin endpoints get fuzzed past their checks.
  admin = await signup(app, 'fuzzadmin', 'fuzz-password-1');
  const bob = await signup(app, 'bob', 'fuzz-password-2');
  const note = (
    await api(app, 'notes/create', { i: bob.token, text: 'hello #fuzz', poll: { choices: ['a', 'b'] } })
  ).json();
  const file = await upload(app, admin, {
    name: 'a.png',
    type: 'image/png',
    bytes: await image('png', 16, 16),
  });
  const folder = (await api(app, 'drive/folders/create', { i: admin.token, name: 'f' })).json();
  const role = (await api(app, 'admin/roles/create', { i: admin.token, name: 'r', description: '' })).json();
  const ids = [admin.id, bob.id, note.createdNote?.id, file.id, folder.id, role.id];
  known = {
    strings: [
      ...ids.filter((x): x is string => typeof x === 'string'),
      'bob',
      'fuzz',
      'a',
      '👍',
      ':x:',
      'null',
      '',
    ],
  };
  heapBefore = heapUsed();
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function describeRequest(req: FuzzRequest): string {
  const payload = req.payload ?? req.query ?? '';
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  return `${req.kind}: ${req.method} ${req.contentType ?? ''} ${JSON.stringify(shown)}`;
}

/**
 * The 5xx errors an endpoint declares, as Misskey does for an outside service that failed (e.g.
 * admin/captcha/save's REQUEST_FAILED when the CAPTCHA provider cannot be reached, as from this
 * offline machine): answering one of those is the protocol, not a crash.
 */
function declaredServerErrors(ep: RegisteredEndpoint): ReadonlySet<string> {
  return new Set(
    Object.values(ep.meta.errors ?? {})
      .filter((error) => (error.httpStatus ?? 400) >= 500)
      .map((error) => error.id),
  );
}

const errorIdOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { error?: { id?: unknown } }).error?.id;
  } catch {
    return undefined;
  }
};

/**
 * The invariants every answer keeps: no 5xx but the endpoint's declared ones, and Misskey's
 * error shape on every error.
 */
function checkAnswer(
  status: number,
  contentType: string | undefined,
  body: string,
  what: string,
  declared: ReadonlySet<string> = new Set(),
): void {
  if (status >= 500 && !declared.has(errorIdOf(body) as string))
    throw new Error(`${what} answered ${status}: ${body.slice(0, 500)}`);
  if (status < 400) return;
  if (!contentType?.includes('application/json'))
    throw new Error(`${what} answered ${status} as ${contentType}`);
  const error = (JSON.parse(body) as { error?: Record<string, unknown> }).error;
  const shaped =
    typeof error === 'object' &&
    typeof error.message === 'string' &&
    typeof error.code === 'string' &&
    typeof error.id === 'string' &&
    (error.kind === undefined || ['client', 'server', 'permission'].includes(error.kind as string));
  if (!shaped)
    throw new Error(`${what} answered ${status} without Misskey's error shape: ${body.slice(0, 500)}`);
}

/**
 * A fuzzed admin/update-meta may switch object storage on with settings of no real bucket; every
 * later upload would then fail as Misskey's does (500, the bucket refused it), which says nothing
 * of the endpoint fuzzed next. Uploads stay on disk for the rest of the run. Active mail
 * validation goes off too: it would ask real DNS or mail-checking services from a machine
 * that may have no network, and wait for their time-outs.
 */
async function keepFilesOnDisk(ep: RegisteredEndpoint): Promise<void> {
  if (ep.name !== 'admin/update-meta') return;
  await api(app, 'admin/update-meta', {
    i: admin.token,
    useObjectStorage: false,
    enableActiveEmailValidation: false,
  });
}

async function send(
  ep: RegisteredEndpoint,
  req: FuzzRequest,
  token: string | null,
  tokenInBody: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  if (req.contentType) headers['content-type'] = req.contentType;
  let payload = req.payload;
  let url = `/api/${ep.name}`;
  if (req.method === 'GET') {
    url += `?${req.query ?? ''}${token ? `&i=${token}` : ''}`;
  } else if (token && tokenInBody && payload?.startsWith('{')) {
    payload = `{"i":${JSON.stringify(token)}${payload.length > 2 ? ',' : ''}${payload.slice(1)}`;
  } else if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  const res = await app.inject({
    method: req.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  checkAnswer(
    res.statusCode,
    res.headers['content-type'] as string | undefined,
    res.body,
    describeRequest(req),
    declaredServerErrors(ep),
  );
  await keepFilesOnDisk(ep);
}

describe('fuzz: malformed requests to every endpoint', () => {
  it.each(ALL.map((ep) => [ep.name, ep] as const))('%s', async (name, ep) => {
    for (const token of [null, admin.token]) {
      const who = token ? 'signed in' : 'signed out';
      const result = await fc.check(
        fc.asyncProperty(malformedRequests(ep.paramDef, known), fc.boolean(), (req, tokenInBody) =>
          send(ep, req, token, tokenInBody),
        ),
        { seed: SEED, numRuns: RUNS },
      );
      if (result.failed) {
        const message =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(`${name} (${who}), seed ${SEED}, path ${result.counterexamplePath}: ${message}`);
      }
    }
  });

  it('keeps its promises on a real socket too, for bodies over the limit and garbage alike', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/`;
    const cases = fc.sample(
      fc
        .tuple(fc.constantFrom(...ALL), fc.boolean())
        .chain(([ep, signedIn]) =>
          malformedRequests(ep.paramDef, known).map((req) => ({ ep, signedIn, req })),
        ),
      { seed: SEED, numRuns: 30 },
    );
    const oversized = {
      kind: 'over the limit',
      method: 'POST' as const,
      payload: `{"text":"${'x'.repeat(3 * 1024 * 1024)}"}`,
    };
    cases.push({
      ep: ALL.find((e) => e.name === 'notes/create') as RegisteredEndpoint,
      signedIn: true,
      req: oversized,
    });
    for (const { ep, signedIn, req } of cases) {
      const headers: Record<string, string> = {
        ...(req.contentType ? { 'content-type': req.contentType } : {}),
      };
      if (signedIn) headers.authorization = `Bearer ${admin.token}`;
      const res = await fetch(`${base}${ep.name}${req.method === 'GET' ? `?${req.query}` : ''}`, {
        method: req.method,
        headers,
        ...(req.method === 'POST' ? { body: req.payload ?? '' } : {}),
      });
      checkAnswer(
        res.status,
        res.headers.get('content-type') ?? undefined,
        await res.text(),
        `${ep.name} ${describeRequest(req)}`,
        declaredServerErrors(ep),
      );
      await keepFilesOnDisk(ep);
    }
  });

  it('leaves the heap within its bound after the run', () => {
    const grown = heapUsed() - heapBefore;
    console.log(`fuzz: heap grew ${(grown / 1024 / 1024).toFixed(1)} MB over the run`);
    expect(grown).toBeLessThan(HEAP_BOUND);
  });
});
