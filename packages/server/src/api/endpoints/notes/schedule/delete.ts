import { deleteScheduledNote } from '../../../../services/notes/schedule.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

/** Cancels one of the user's scheduled notes (spec 001 §7: {scheduledNoteId}). */
export const meta = {
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchNote: {
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '490be23f-8c1f-4796-819f-94cb4f9d1630',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { scheduledNoteId: { type: 'string' } },
  required: ['scheduledNoteId'],
} as const satisfies ParamDef;

export function handler(rawParams: Record<string, unknown>, ctx: CallContext): void {
  const ps = rawParams as { scheduledNoteId: string };
  const user = ctx.user;
  if (!user) throw new Error('requireCredential guarantees a user');
  // Another user's scheduled note is answered as missing: its existence is nobody else's business.
  if (!deleteScheduledNote(ctx.instance, user.id, ps.scheduledNoteId)) {
    throw new ApiError(meta.errors.noSuchNote);
  }
}
