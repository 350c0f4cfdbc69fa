/**
 * A play being written, kept on this device as it is typed, so a reload or a closed tab loses
 * nothing (localStorage writes are synchronous). Saving the play drops it.
 */
export interface PlayDraft {
  title: string;
  summary: string;
  script: string;
  /** The permissions as typed, separated by spaces or commas. */
  permissions: string;
  visibility: 'public' | 'private';
}

/** Whose draft of which play: one per account (its server too) and per play, `new` for a new one. */
export interface PlayDraftKey {
  accountId: string;
  origin: string;
  flashId: string | null;
}

const keyOf = ({ accountId, origin, flashId }: PlayDraftKey) =>
  `shiori:play-draft:${accountId}@${new URL(origin).host}:${flashId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the form still works, without the safety net
  }
}

export function keepPlayDraft(key: PlayDraftKey, draft: PlayDraft): void {
  try {
    storage()?.setItem(keyOf(key), JSON.stringify(draft));
  } catch {
    // Full or blocked: nothing to do but go on.
  }
}

/** The kept draft, or null when there is none (or it is not one). */
export function takePlayDraft(key: PlayDraftKey): PlayDraft | null {
  const raw = storage()?.getItem(keyOf(key));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlayDraft>;
    if (
      typeof value.title !== 'string' ||
      typeof value.summary !== 'string' ||
      typeof value.script !== 'string' ||
      typeof value.permissions !== 'string'
    ) {
      return null;
    }
    return {
      title: value.title,
      summary: value.summary,
      script: value.script,
      permissions: value.permissions,
      visibility: value.visibility === 'private' ? 'private' : 'public',
    };
  } catch {
    return null;
  }
}

export function dropPlayDraft(key: PlayDraftKey): void {
  storage()?.removeItem(keyOf(key));
}

/** The permissions field's words as flash/create takes them: no blanks, no repeats. */
export function parsePermissions(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((word) => word !== ''))];
}
