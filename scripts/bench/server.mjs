// The local instance under load: autocannon at 50 connections for 10 s on notes/timeline (the
// newest page, then the same pages found by the query each time, then the newest page again
// with 50 mutes and 20 blocks per reader) and on notes/create, against
// the seeded database (100,000 notes, 1,000 users), and the server process's peak resident
// memory over all three (VmHWM).
import { createRequire } from 'node:module';
import { startServer } from './instance.mjs';
import { addRelations } from './relations.mjs';
import { log } from './util.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/**
 * Requests rotate over many accounts: notes/create allows 300 notes an hour per user, and a
 * timeline read by one user only would be one hot row set.
 */
function run(url, endpoint, tokens, makeBody, { connections, duration }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/${endpoint}`,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const token = tokens[next++ % tokens.length];
              return { ...request, body: JSON.stringify({ ...makeBody(next), i: token }) };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

function figures(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

export async function measureServer(dataDir, seed, { duration, connections = 50 }) {
  const server = await startServer(dataDir);
  try {
    const tokens = seed.accounts.map((a) => a.token);
    // Warm the prepared statements and page cache the way a running instance would be.
    await run(server.url, 'notes/timeline', tokens.slice(0, 200), () => ({ limit: 10 }), {
      connections: 10,
      duration: 2,
    });
    const timeline = figures(
      await run(server.url, 'notes/timeline', tokens.slice(0, 200), () => ({ limit: 10 }), {
        connections,
        duration,
      }),
    );
    log(
      `notes/timeline: ${timeline.requestsPerSecond.toFixed(0)} req/s, p50 ${timeline.p50} ms, p99 ${timeline.p99} ms, ${timeline.errors} errors`,
    );
    // The same pages asked with an untilId beyond every id: the server finds them with the
    // timeline query each time (only the newest page without paging is kept as ids), as it
    // does for the first read after a followed user posts, and for every older page.
    const queried = figures(
      await run(
        server.url,
        'notes/timeline',
        tokens.slice(0, 200),
        () => ({ limit: 10, untilId: 'zzzzzzzzzz' }),
        { connections, duration },
      ),
    );
    log(
      `notes/timeline through the query: ${queried.requestsPerSecond.toFixed(0)} req/s, p50 ${queried.p50} ms, p99 ${queried.p99} ms, ${queried.errors} errors`,
    );
    // The same newest pages once every reader mutes 50 users and blocks 20 (issue 19): the
    // filter is part of the query and of what the page cache keeps.
    const readers = seed.accounts.slice(0, 200);
    await addRelations(
      dataDir,
      readers.map((a) => a.id),
    );
    await run(server.url, 'notes/timeline', tokens.slice(0, 200), () => ({ limit: 10 }), {
      connections: 10,
      duration: 2,
    });
    const withRelations = figures(
      await run(server.url, 'notes/timeline', tokens.slice(0, 200), () => ({ limit: 10 }), {
        connections,
        duration,
      }),
    );
    log(
      `notes/timeline with 50 mutes and 20 blocks: ${withRelations.requestsPerSecond.toFixed(0)} req/s, p50 ${withRelations.p50} ms, p99 ${withRelations.p99} ms, ${withRelations.errors} errors`,
    );
    const create = figures(
      await run(
        server.url,
        'notes/create',
        tokens.slice(1),
        (n) => ({ text: `Benchmark note ${n} with a little #text and @reader` }),
        { connections, duration },
      ),
    );
    log(
      `notes/create: ${create.requestsPerSecond.toFixed(0)} req/s, p50 ${create.p50} ms, p99 ${create.p99} ms, ${create.errors} errors`,
    );
    const peakRss = server.peakRss();
    log(`server peak RSS ${(peakRss / 1048576).toFixed(0)} MB`);
    return { connections, duration, timeline, queried, withRelations, create, peakRss };
  } finally {
    await server.stop();
  }
}
