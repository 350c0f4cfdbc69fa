import type { entities } from 'misskey-js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import { readNotes } from '../../../services/notes/unreads.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    following: { type: 'boolean', default: false },
    visibility: { type: 'string' },
    ...pageParamDef,
  },
} as const satisfies ParamDef;

/** Notes mentioning the user or addressed to them (direct notes with visibility 'specified'). */
export const handler: SignedInHandler<'notes/mentions', entities.Note[]> = (ps, { instance, user }) => {
  const where = [
    `(EXISTS (SELECT 1 FROM note_mentions mm WHERE mm.note_id = n.id AND mm.user_id = @viewerId)
      OR EXISTS (SELECT 1 FROM note_visible_users mv WHERE mv.note_id = n.id AND mv.user_id = @viewerId))`,
  ];
  // Threads the user muted leave their mentions, as in Misskey.
  where.push(
    'NOT EXISTS (SELECT 1 FROM note_thread_mutings tm WHERE tm.user_id = @viewerId AND tm.thread_id = n.thread_id)',
  );
  const params: Record<string, unknown> = {};
  if (ps.visibility) {
    where.push('n.visibility = @visibility');
    params.visibility = ps.visibility;
  }
  if (ps.following) {
    where.push(
      'EXISTS (SELECT 1 FROM following mf WHERE mf.follower_id = @viewerId AND mf.followee_id = n.user_id)',
    );
  }
  const notes = queryNotes(instance, user, { where, params }, ps);
  // As in Misskey, handing mentions out is what reads them (and clears the unread flags).
  readNotes(
    instance,
    user.id,
    notes.map((n) => n.id),
  );
  return notes;
};
