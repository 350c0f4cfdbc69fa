import type { entities } from 'misskey-js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchRole, publicRole } from './public-role.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: { noSuchRole: noSuchRole('eb70323a-df61-4dd4-ad90-89c83c7cf26e') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' }, ...pageParamDef },
  required: ['roleId'],
} as const satisfies ParamDef;

/**
 * The role's timeline: public notes of its current members (Misskey keeps the notes written
 * while a member; the difference only shows for past members). A public role that is not
 * explorable has an empty timeline, as in Misskey.
 */
export const handler: SignedInHandler<'roles/notes'> = (ps, { instance, user }): entities.Note[] => {
  const role = publicRole(instance, ps.roleId, meta.errors.noSuchRole);
  if (!role.isExplorable) return [];
  return queryNotes(
    instance,
    user,
    {
      where: [
        "n.visibility = 'public'",
        `n.user_id IN (SELECT ra.user_id FROM role_assignments ra WHERE ra.role_id = @roleId
         AND (ra.expires_at IS NULL OR ra.expires_at > @now))`,
      ],
      params: { roleId: role.id, now: new Date().toISOString() },
    },
    ps,
  );
};
