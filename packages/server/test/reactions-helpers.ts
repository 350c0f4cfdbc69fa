import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { genId } from '../src/services/ids.js';
import { sha256 } from '../src/services/secrets.js';
import type { TestAccount } from './helpers.js';

export interface TestEmoji {
  name: string;
  isSensitive?: boolean;
  localOnly?: boolean;
  roleIds?: string[];
}

/** Stores a custom emoji row directly (the image is not needed to react with it). */
export function insertEmoji(app: FastifyInstance, emoji: TestEmoji): void {
  const now = new Date().toISOString();
  app.instance.db
    .prepare(
      `INSERT INTO custom_emojis (id, name, is_sensitive, local_only, role_ids_that_can_be_used_as_reaction,
         type, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'image/webp', ?, ?)`,
    )
    .run(
      genId(),
      emoji.name,
      emoji.isSensitive ? 1 : 0,
      emoji.localOnly ? 1 : 0,
      JSON.stringify(emoji.roleIds ?? []),
      now,
      now,
    );
}

/**
 * A user of another server, as federation would have stored them, with a token so the test
 * can act as them (a real remote user would react through ActivityPub, not the API).
 */
export function insertRemoteUser(app: FastifyInstance, username: string, host: string): TestAccount {
  const id = genId();
  const now = new Date().toISOString();
  app.instance.db
    .prepare('INSERT INTO users (id, username, username_lower, host, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(id, username, username.toLowerCase(), host, now);
  const token = randomBytes(16).toString('hex');
  app.instance.tokens.insert(sha256(token), id, now);
  return { id, username, password: '', token };
}

/** Stores a role and gives it to the users, bypassing the admin endpoints. */
export function insertRole(app: FastifyInstance, name: string, holders: string[] = []): string {
  const id = genId();
  const now = new Date().toISOString();
  const db = app.instance.db;
  db.prepare('INSERT INTO roles (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)').run(
    id,
    name,
    now,
    now,
  );
  for (const userId of holders) {
    db.prepare('INSERT INTO role_assignments (role_id, user_id, created_at) VALUES (?, ?, ?)').run(
      id,
      userId,
      now,
    );
  }
  return id;
}

/** The stored reactions of a note, as `userId → reaction` (stored form). */
export function storedReactions(app: FastifyInstance, noteId: string): Record<string, string> {
  const rows = app.instance.db
    .prepare('SELECT user_id, reaction FROM note_reactions WHERE note_id = ?')
    .all(noteId) as { user_id: string; reaction: string }[];
  return Object.fromEntries(rows.map((r) => [r.user_id, r.reaction]));
}

/** Collects what subscribers of the note are told (the in-process bus, no socket or timing). */
export function recordNoteStream(app: FastifyInstance, noteId: string): { type: string; body: unknown }[] {
  const seen: { type: string; body: unknown }[] = [];
  app.instance.events.onNoteStream(noteId, (m) => seen.push({ type: m.type, body: m.body }));
  return seen;
}
