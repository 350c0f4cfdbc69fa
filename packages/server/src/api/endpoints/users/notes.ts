import type { entities } from 'misskey-js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import { isBlocking } from '../../../services/relations/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '27e494ba-2ac2-48e8-893b-10d4d8c2387b',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    withReplies: { type: 'boolean', default: false },
    withRenotes: { type: 'boolean', default: true },
    withChannelNotes: { type: 'boolean', default: false },
    withFiles: { type: 'boolean', default: false },
    ...pageParamDef,
    allowPartial: { type: 'boolean', default: false },
  },
  required: ['userId'],
} as const satisfies ParamDef;

/** A user's notes that the asker may see, newest first. */
export const handler: Handler<'users/notes', entities.Note[]> = (ps, { instance, user }) => {
  const target = instance.users.findById(ps.userId);
  const staff = user !== null && (user.isAdmin || user.isModerator);
  if (!target || (target.isSuspended && !staff)) throw new ApiError(meta.errors.noSuchUser);
  // Someone who blocks the asker shows them no notes at all, as in Misskey.
  if (user && isBlocking(instance.db, target.id, user.id)) return [];
  const where = ['n.user_id = @userId'];
  if (!ps.withChannelNotes) where.push('n.channel_id IS NULL');
  if (!ps.withReplies) {
    where.push(
      '(n.reply_id IS NULL OR EXISTS (SELECT 1 FROM notes ur WHERE ur.id = n.reply_id AND ur.user_id = n.user_id))',
    );
  }
  return queryNotes(
    instance,
    user,
    {
      where,
      params: { userId: target.id },
      withRenotes: ps.withRenotes ?? true,
      withFiles: ps.withFiles ?? false,
      // A muted user's own profile still lists their notes (not those of others they renote
      // or reply to who are muted), and renote mutes are for timelines only, as in Misskey.
      relations: { exceptAuthor: target.id, renoteMutes: false },
    },
    ps,
  );
};
