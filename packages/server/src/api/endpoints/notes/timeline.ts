import type { entities } from 'misskey-js';
import {
  FOLLOWED_OR_SELF_SQL,
  HOME_REPLY_FILTER_SQL,
  pageParamDef,
  queryNotes,
} from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
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
  },
} as const satisfies ParamDef;

/** The user's own notes and those of the users they follow. */
export const handler: SignedInHandler<'notes/timeline', entities.Note[]> = (ps, { instance, user }) =>
  queryNotes(
    instance,
    user,
    {
      where: [FOLLOWED_OR_SELF_SQL, HOME_REPLY_FILTER_SQL, 'n.channel_id IS NULL'],
      withRenotes: ps.withRenotes ?? true,
      withFiles: ps.withFiles ?? false,
    },
    ps,
  );
