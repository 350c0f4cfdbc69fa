import { updateModerationNote } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** The moderators' own note on an account, shown only in the admin console. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:user-note',
  errors: { noSuchUser: noSuchUser('7e3a9d51-2c84-4b6f-9f0d-5a1c8e2b7d46') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' }, text: { type: 'string', maxLength: 8192 } },
  required: ['userId', 'text'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/update-user-note', void> = (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  updateModerationNote(instance, me, user, ps.text);
};
