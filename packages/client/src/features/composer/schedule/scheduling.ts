import type { AccountApi } from '@/api';
import type { PollDraft, Visibility } from '../types';

/**
 * Whether the account may schedule notes. Misskey 2026 expresses it as `scheduledNoteLimit`
 * (> 0); servers that follow the older fork naming send `canScheduleNote`. Either allows it.
 */
export function canScheduleNotes(policies: Record<string, unknown> | null | undefined): boolean {
  if (!policies) return false;
  if (policies.canScheduleNote === true) return true;
  return typeof policies.scheduledNoteLimit === 'number' && policies.scheduledNoteLimit > 0;
}

/** Whether the account may edit its notes (`canEditNote`). */
export function canEditNotes(policies: Record<string, unknown> | null | undefined): boolean {
  return policies?.canEditNote === true;
}

/** A scheduled note as the list shows it, from whichever shape the server sends. */
export interface ScheduledNote {
  id: string;
  scheduledAt: number;
  text: string | null;
  cw: string | null;
  visibility: Visibility;
  localOnly: boolean;
  fileIds: string[];
  poll: PollDraft | null;
  replyId: string | null;
  renoteId: string | null;
  visibleUserIds: string[];
}

type Loose = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const time = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/** Reads one entry of notes/schedule/list: `{id, scheduledAt, note: {...}}` or a flat note. */
export function readScheduledNote(raw: Loose): ScheduledNote {
  const note = (raw.note && typeof raw.note === 'object' ? raw.note : raw) as Loose;
  const poll = note.poll as Loose | null | undefined;
  return {
    id: str(raw.id) ?? '',
    scheduledAt: time(raw.scheduledAt ?? note.scheduledAt ?? note.createdAt),
    text: str(note.text),
    cw: str(note.cw),
    visibility: (str(note.visibility) as Visibility | null) ?? 'public',
    localOnly: note.localOnly === true,
    fileIds: Array.isArray(note.fileIds) ? (note.fileIds as string[]) : [],
    poll:
      poll && Array.isArray(poll.choices)
        ? {
            choices: (poll.choices as unknown[]).map((c) =>
              typeof c === 'string' ? c : (str((c as Loose).text) ?? ''),
            ),
            multiple: poll.multiple === true,
            expiresAt: poll.expiresAt ? time(poll.expiresAt) : null,
            expiredAfter: typeof poll.expiredAfter === 'number' ? poll.expiredAfter : null,
          }
        : null,
    replyId: str(note.replyId),
    renoteId: str(note.renoteId),
    visibleUserIds: Array.isArray(note.visibleUserIds) ? (note.visibleUserIds as string[]) : [],
  };
}

type LooseCall = (endpoint: string, params: unknown) => Promise<unknown>;

/** Endpoints that misskey-js 2026.5.1 does not declare, called through an untyped view. */
export function looseCall(api: AccountApi): LooseCall {
  return api.call as unknown as LooseCall;
}

export async function listScheduledNotes(api: AccountApi): Promise<ScheduledNote[]> {
  const answer = await looseCall(api)('notes/schedule/list', { limit: 100 });
  return Array.isArray(answer) ? answer.map((item) => readScheduledNote(item as Loose)) : [];
}
