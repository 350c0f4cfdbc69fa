import type { NoteRow } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { extractHashtags } from './hashtags.js';

/**
 * Replaces a note's text and content warning, marks it edited (`updatedAt`) and tells its
 * subNote subscribers `updated` with `{cw, text}`, the body Misskey sends.
 */
export function updateNote(
  ctx: InstanceContext,
  note: NoteRow,
  change: { text: string | null; cw: string | null },
): NoteRow {
  const updatedAt = new Date().toISOString();
  const tags = extractHashtags(change.text);
  ctx.db
    .prepare('UPDATE notes SET text = ?, cw = ?, updated_at = ?, tags = ? WHERE id = ?')
    .run(change.text, change.cw, updatedAt, JSON.stringify(tags), note.id);
  ctx.events.publishNoteStream(note.id, 'updated', { cw: change.cw, text: change.text });
  return { ...note, text: change.text, cw: change.cw, updatedAt, tags };
}
