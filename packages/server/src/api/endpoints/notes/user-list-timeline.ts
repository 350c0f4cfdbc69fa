import type { entities } from 'misskey-js';
import { countReader } from '../../../services/charts/events.js';
import { findOwnList, listTimeline } from '../../../services/lists/index.js';
import { pageParamDef } from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchList } from '../users/lists/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: { noSuchList: noSuchList('8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    listId: { type: 'string' },
    ...pageParamDef,
    // Misskey's fan-out cache switch; every answer here comes from the database, so it is moot.
    allowPartial: { type: 'boolean', default: false },
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
    withRenotes: { type: 'boolean', default: true },
    withFiles: { type: 'boolean', default: false },
  },
  required: ['listId'],
} as const satisfies ParamDef;

/** The notes of the members of one's own list (someone else's list, even public, is missing). */
export const handler: SignedInHandler<'notes/user-list-timeline', entities.Note[]> = (
  ps,
  { instance, user },
) => {
  const list = findOwnList(instance, user.id, ps.listId);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  countReader(instance.db, user.id);
  return listTimeline(
    instance,
    user,
    list,
    {
      withRenotes: ps.withRenotes ?? true,
      withFiles: ps.withFiles ?? false,
      includeMyRenotes: ps.includeMyRenotes ?? true,
      includeRenotedMyNotes: ps.includeRenotedMyNotes ?? true,
      includeLocalRenotes: ps.includeLocalRenotes ?? true,
    },
    ps,
  );
};
