import type { DraftData } from '../types';

export type DraftType = 'note' | 'reply' | 'quote' | 'channel' | 'edit';

export const DRAFT_TYPES: readonly DraftType[] = ['note', 'reply', 'quote', 'channel', 'edit'];

/** One saved draft (spec 001 §3): what it belongs to, when it was saved, and the form's fields. */
export interface StoredDraft {
  key: string;
  updatedAt: string;
  type: DraftType;
  uniqueId: string | null;
  auxId: string | null;
  data: DraftData;
}

/**
 * The identifier of a draft: its type, the id it is about (the note replied to, the channel…)
 * and an auxiliary id (e.g. a reply inside a channel). Drafts with the same key replace each other.
 */
export function draftKey(type: DraftType, uniqueId?: string | null, auxId?: string | null): string {
  return `${type}:${uniqueId ?? ''}:${auxId ?? ''}`;
}

/** The parts of a key made by draftKey; null for anything else. */
export function parseDraftKey(
  key: string,
): { type: DraftType; uniqueId: string | null; auxId: string | null } | null {
  const [type, uniqueId, auxId, ...rest] = key.split(':');
  if (rest.length > 0 || uniqueId === undefined || auxId === undefined) return null;
  if (!DRAFT_TYPES.includes(type as DraftType)) return null;
  return { type: type as DraftType, uniqueId: uniqueId || null, auxId: auxId || null };
}

/** A draft with nothing in it is not worth keeping. */
export function isEmptyDraft(data: DraftData): boolean {
  return (
    data.text.trim() === '' &&
    (!data.useCw || !data.cw) &&
    data.files.length === 0 &&
    data.poll === null &&
    data.quoteId === null
  );
}
