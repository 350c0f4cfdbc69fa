import type { AccountApi } from '@/api';
import { isApiError } from '@/api';
import { AP_SHOW_NOT_FOUND } from '@/lookup';

/**
 * Posting as another account (spec 001 §6, issue 20). Everything the composer holds besides the
 * text (the replied and quoted notes, the attached files, the channel, the recipients) was read
 * from the current account's server and carries that server's ids. Another account on the same
 * server can use the notes, the channel and the recipients as they are; an account on another
 * server cannot: its server knows the notes by their address (`ap/show`), and files, channels
 * and recipients have no such address, so those stop the post with a reason instead.
 */

/** A note as the composer holds it: `uri` is set when it came to its server from elsewhere. */
export interface NoteRef {
  id: string;
  uri?: string | null;
}

export interface CrossServerInput {
  /** The current account: every note, file and channel in the composer came from its server. */
  current: { origin: string; userId: string };
  poster: { origin: string; userId: string };
  reply: NoteRef | null;
  quote: NoteRef | null;
  files: readonly { userId: string | null }[];
  channelId: string | null;
  recipientIds: readonly string[];
}

export type CrossServerBlock = 'files' | 'channel' | 'recipients';

export type CrossServerPlan =
  /** The ids are valid where the note is posted. */
  | { kind: 'direct' }
  /** Posting cannot work; nothing is sent. */
  | { kind: 'blocked'; reason: CrossServerBlock }
  /** The poster's server must look these addresses up first (null: nothing to look up). */
  | { kind: 'resolve'; reply: string | null; quote: string | null };

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return a === b;
  }
}

/** The address by which any server can find `note`: its own `uri`, or its page on `origin`. */
export function noteAddress(note: NoteRef, origin: string): string {
  return note.uri ?? `${new URL(origin).origin}/notes/${encodeURIComponent(note.id)}`;
}

/** What posting as `poster` needs: nothing, a look-up on its server, or it cannot be done. */
export function planCrossServer(input: CrossServerInput): CrossServerPlan {
  const { current, poster } = input;
  const sameServer = sameOrigin(current.origin, poster.origin);
  if (sameServer && current.userId === poster.userId) return { kind: 'direct' };
  // A note may only carry files of its author's drive (Misskey's notes/create looks them up
  // by the author), and the uploader fills the current account's drive.
  const filesFit =
    input.files.length === 0 || (sameServer && input.files.every((file) => file.userId === poster.userId));
  if (!filesFit) return { kind: 'blocked', reason: 'files' };
  if (sameServer) return { kind: 'direct' };
  if (input.channelId !== null) return { kind: 'blocked', reason: 'channel' };
  if (input.recipientIds.length > 0) return { kind: 'blocked', reason: 'recipients' };
  if (!input.reply && !input.quote) return { kind: 'direct' };
  return {
    kind: 'resolve',
    reply: input.reply ? noteAddress(input.reply, current.origin) : null,
    quote: input.quote ? noteAddress(input.quote, current.origin) : null,
  };
}

export type Resolution =
  | { kind: 'found'; id: string }
  | { kind: 'unresolvable' }
  | { kind: 'error'; error: unknown };

/** Looks the note at `address` up on `api`'s server: its id there, or why not. */
export async function resolveNote(api: Pick<AccountApi, 'call'>, address: string): Promise<Resolution> {
  try {
    const answer = await api.call('ap/show', { uri: address });
    return answer.type === 'Note' ? { kind: 'found', id: answer.object.id } : { kind: 'unresolvable' };
  } catch (error) {
    return isApiError(error) && AP_SHOW_NOT_FOUND.has(error.code)
      ? { kind: 'unresolvable' }
      : { kind: 'error', error };
  }
}

/** Both notes of a 'resolve' plan, in turn: their ids on the poster's server, or the first failure. */
export async function resolvePlan(
  api: Pick<AccountApi, 'call'>,
  plan: Extract<CrossServerPlan, { kind: 'resolve' }>,
): Promise<
  { kind: 'found'; replyId: string | null; renoteId: string | null } | Exclude<Resolution, { kind: 'found' }>
> {
  let replyId: string | null = null;
  let renoteId: string | null = null;
  if (plan.reply !== null) {
    const reply = await resolveNote(api, plan.reply);
    if (reply.kind !== 'found') return reply;
    replyId = reply.id;
  }
  if (plan.quote !== null) {
    const quote =
      plan.quote === plan.reply && replyId !== null
        ? { kind: 'found' as const, id: replyId }
        : await resolveNote(api, plan.quote);
    if (quote.kind !== 'found') return quote;
    renoteId = quote.id;
  }
  return { kind: 'found', replyId, renoteId };
}
