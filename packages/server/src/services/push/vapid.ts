import webPush from 'web-push';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';

/** The instance's VAPID key pair (base64url), as web-push makes and takes it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_SETTING = 'push.vapid';
const cache = new WeakMap<Database, VapidKeys>();

/**
 * The key pair push services know this instance by. Made on first use and kept in
 * `instance_settings`: a new pair would silently orphan every browser's subscription (push
 * services refuse messages signed by another key), so it is never replaced. INSERT OR IGNORE
 * then a read, so two processes starting at once still agree on one pair.
 */
export function vapidKeys(db: Database): VapidKeys {
  const known = cache.get(db);
  if (known) return known;
  const made = webPush.generateVAPIDKeys();
  db.prepare('INSERT OR IGNORE INTO instance_settings (key, value) VALUES (?, ?)').run(
    KEY_SETTING,
    JSON.stringify(made),
  );
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY_SETTING) as {
    value: string;
  };
  const keys = JSON.parse(row.value) as VapidKeys;
  cache.set(db, keys);
  return keys;
}

/**
 * Who push services may contact about this instance's messages: its URL when https, else a
 * mailto of the mail sender (push services take only https: and mailto: subjects).
 */
export function vapidSubject(config: Config): string {
  if (config.url.startsWith('https:')) return config.url;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address}`;
}
