import type { Database } from '../../db/database.js';

/**
 * `#tag` as MFM reads it: after a start or a non-word character, up to a space or
 * punctuation. All-digit tags are not hashtags (spec 001 §5), so "#1" stays text.
 */
const HASHTAG_RE = /(?<![\p{L}\p{N}_&])#([^\s.,!?'"#:/[\]【】()「」（）<>、。]+)/gu;
const MAX_TAG_LENGTH = 128;

/** Hashtags in `text`, each once (compared case-insensitively), as first written. */
export function extractHashtags(text: string | null): string[] {
  if (!text) return [];
  const plain = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const found = new Map<string, string>();
  for (const match of plain.matchAll(HASHTAG_RE)) {
    const tag = match[1] ?? '';
    if (tag === '' || /^\d+$/.test(tag) || [...tag].length > MAX_TAG_LENGTH) continue;
    const key = tag.toLowerCase();
    if (!found.has(key)) found.set(key, tag);
  }
  return [...found.values()];
}

/** Counts one more use of each tag (autocomplete ranks by it). */
export function recordHashtags(db: Database, tags: readonly string[], at: string): void {
  const upsert = db.prepare(
    `INSERT INTO hashtags (name, display, usage_count, last_used_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (name) DO UPDATE SET usage_count = usage_count + 1, last_used_at = excluded.last_used_at`,
  );
  for (const tag of tags) upsert.run(tag.toLowerCase(), tag, at);
}

/** Tags starting with `prefix` (case-insensitive), most used first. */
export function searchHashtags(db: Database, prefix: string, limit: number, offset: number): string[] {
  // LIKE would need its wildcards escaped; a range on the lower-cased key is exact and indexed.
  const from = prefix.toLowerCase();
  const rows = db
    .prepare(
      `SELECT display FROM hashtags WHERE name >= ? AND name < ? || char(1114111)
       ORDER BY usage_count DESC, last_used_at DESC, name LIMIT ? OFFSET ?`,
    )
    .all(from, from, limit, offset) as { display: string }[];
  return rows.map((r) => r.display);
}
