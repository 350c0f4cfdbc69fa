import type { entities } from 'misskey-js';
import type { Database } from '../db/database.js';

/**
 * What the administrator says about the server (admin/update-meta), answered by meta for the
 * about, contact and landing pages: description, rules, administrator, pictures and links.
 * Kept as one JSON object in instance_settings; a field never set is null (rules: empty).
 */
export const INSTANCE_TEXT_FIELDS = [
  'description',
  'maintainerName',
  'maintainerEmail',
  'iconUrl',
  'bannerUrl',
  'tosUrl',
  'privacyPolicyUrl',
  'inquiryUrl',
  'impressumUrl',
] as const;

type TextField = (typeof INSTANCE_TEXT_FIELDS)[number];
export type InstanceTexts = Pick<entities.MetaLite, TextField | 'serverRules'>;
export type InstanceTextsPatch = Partial<{ [K in TextField]: string | null } & { serverRules: string[] }>;

const KEY = 'meta.texts';

export function instanceTexts(db: Database): InstanceTexts {
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY) as
    | { value: string }
    | undefined;
  const stored = (row ? JSON.parse(row.value) : {}) as InstanceTextsPatch;
  const texts = { serverRules: stored.serverRules ?? [] } as InstanceTexts;
  for (const field of INSTANCE_TEXT_FIELDS) texts[field] = stored[field] ?? null;
  return texts;
}

/** Changes the given fields; an empty string clears one, as Misskey's admin page sends it. */
export function updateInstanceTexts(db: Database, patch: InstanceTextsPatch): void {
  const next: InstanceTextsPatch = { ...instanceTexts(db) };
  for (const field of INSTANCE_TEXT_FIELDS) {
    const value = patch[field];
    if (value !== undefined) next[field] = value === '' ? null : value;
  }
  if (patch.serverRules !== undefined) next.serverRules = patch.serverRules;
  db.prepare(
    'INSERT INTO instance_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(next));
}
