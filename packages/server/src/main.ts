import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, parseConfig, USAGE, urlFor } from './config.js';
import { closeDatabase, openDatabase } from './db/database.js';
import { loggerOptions, startBanner } from './logger.js';
import { startObjectStorageSweep } from './services/drive/object-sweep.js';
import { sweepHalfWritten } from './services/drive/sweep.js';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseConfig>;
  try {
    parsed = parseConfig(process.argv.slice(2));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const { config } = parsed;

  mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(join(config.dataDir, 'instance.sqlite'));
  // Before anything is served: what an earlier crash left half-written (services/drive/sweep.ts).
  const swept = sweepHalfWritten(config, db);
  const app = await buildApp({ config, db, logger: loggerOptions(config.logLevel, config.logFormat) });
  if (Object.values(swept).some((n) => n > 0)) app.log.warn({ swept }, 'removed files an earlier crash left');

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  if (!config.urlExplicit) config.url = urlFor(config.host, port);
  // The first line is what the browser-test harness and scripts look for: keep its wording.
  process.stdout.write(startBanner(urlFor(config.host, port), config));
  // The bucket's orphans (services/drive/object-sweep.ts): in the background, since it waits on
  // the network, and then every few hours.
  const stopObjectSweep = startObjectStorageSweep(app.instance, app.log);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopObjectSweep();
    try {
      // Stops accepting, closes WebSockets, waits for in-flight requests.
      await app.close();
      closeDatabase(db);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `error: could not start the local instance: ${(err as Error)?.message ?? String(err)}\n`,
  );
  process.exit(1);
});
