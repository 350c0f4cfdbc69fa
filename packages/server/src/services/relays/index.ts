import type { Database } from '../../db/database.js';
import { genId } from '../ids.js';

/** Misskey's relay: an inbox the server asked to follow, and what the relay answered. */
export interface Relay {
  id: string;
  inbox: string;
  status: 'requesting' | 'accepted' | 'rejected';
}

/**
 * The relays of admin/relays/* (issue 23). Misskey sends a Follow to the relay's inbox and marks
 * it accepted or rejected when the relay answers. This server has no ActivityPub delivery, so a
 * relay is only recorded: nothing is sent, no answer comes, and it stays `requesting`. Kept as
 * one JSON list in instance_settings (a handful of rows; no table needed).
 */
const KEY = 'relays';

export function listRelays(db: Database): Relay[] {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  return row ? (JSON.parse(row.value) as Relay[]) : [];
}

function store(db: Database, relays: Relay[]): void {
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(relays));
}

/** Records a relay; an inbox already recorded answers its relay (Misskey's inbox is unique). */
export function addRelay(db: Database, inbox: string): Relay {
  const relays = listRelays(db);
  const known = relays.find((r) => r.inbox === inbox);
  if (known) return known;
  const relay: Relay = { id: genId(), inbox, status: 'requesting' };
  store(db, [...relays, relay]);
  return relay;
}

/** Forgets the relay of that inbox; false when there is none. */
export function removeRelay(db: Database, inbox: string): boolean {
  const relays = listRelays(db);
  const rest = relays.filter((r) => r.inbox !== inbox);
  if (rest.length === relays.length) return false;
  store(db, rest);
  return true;
}
