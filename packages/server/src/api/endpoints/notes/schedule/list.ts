import { listScheduledNotes, packScheduledAsNote } from '../../../../services/notes/schedule.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../../endpoint.js';

/**
 * The signed-in user's scheduled notes, newest first (the forks' shape: id, userId,
 * scheduledAt and the note as it will appear, with isSchedule and scheduledNoteId).
 */
export const meta = {
  requireCredential: true,
  kind: 'read:notes-schedule',
  limit: { duration: 60 * 60 * 1000, max: 300 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const satisfies ParamDef;

export function handler(rawParams: Record<string, unknown>, ctx: CallContext) {
  const ps = rawParams as { sinceId?: string; untilId?: string; limit: number };
  const user = ctx.user;
  if (!user) throw new Error('requireCredential guarantees a user');
  return listScheduledNotes(ctx.instance, user.id, {
    limit: ps.limit,
    ...(ps.sinceId ? { sinceId: ps.sinceId } : {}),
    ...(ps.untilId ? { untilId: ps.untilId } : {}),
  }).map((row) => ({
    id: row.id,
    userId: row.userId,
    scheduledAt: new Date(row.scheduledAt ?? Date.parse(row.createdAt)).toISOString(),
    note: packScheduledAsNote(ctx.instance, row, user),
  }));
}
