import type { entities } from 'misskey-js';
import { withFollowedChannels } from '../../../services/channels/timelines.js';
import { countReader } from '../../../services/charts/events.js';
import { policiesOf } from '../../../services/notes/policies.js';
import {
  FOLLOWED_OR_SELF_SQL,
  HOME_REPLY_FILTER_SQL,
  LOCAL_PUBLIC_SQL,
  pageParamDef,
  queryNotes,
  SELF_REPLY_ONLY_SQL,
} from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: {
    stlDisabled: {
      message: 'Hybrid timeline has been disabled.',
      code: 'STL_DISABLED',
      id: '620763f4-f621-4533-ab33-0577a1a3c342',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
    withFiles: { type: 'boolean', default: false },
    withRenotes: { type: 'boolean', default: true },
    withReplies: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/** Home (own and followed) plus the local public timeline. Needs the local timeline policy. */
export const handler: SignedInHandler<'notes/hybrid-timeline', entities.Note[]> = (
  ps,
  { instance, user },
) => {
  if (!policiesOf(user, instance).ltlAvailable) throw new ApiError(meta.errors.stlDisabled);
  countReader(instance.db, user.id);
  const local = ps.withReplies ? LOCAL_PUBLIC_SQL : `(${LOCAL_PUBLIC_SQL} AND ${SELF_REPLY_ONLY_SQL})`;
  const filters = { withRenotes: ps.withRenotes ?? true, withFiles: ps.withFiles ?? false };
  // The notes of followed channels too, as Misskey's social timeline shows them.
  return withFollowedChannels(
    instance,
    user,
    () =>
      queryNotes(
        instance,
        user,
        {
          where: [
            `((${FOLLOWED_OR_SELF_SQL} AND ${HOME_REPLY_FILTER_SQL} AND n.channel_id IS NULL) OR ${local})`,
          ],
          ...filters,
        },
        ps,
      ),
    [HOME_REPLY_FILTER_SQL],
    filters,
    ps,
  );
};
