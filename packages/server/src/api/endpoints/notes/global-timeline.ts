import type { entities } from 'misskey-js';
import { countReader } from '../../../services/charts/events.js';
import { policiesOf } from '../../../services/notes/policies.js';
import { pageParamDef, queryNotes, SELF_REPLY_ONLY_SQL } from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    gtlDisabled: {
      message: 'Global timeline has been disabled.',
      code: 'GTL_DISABLED',
      id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    withFiles: { type: 'boolean', default: false },
    withRenotes: { type: 'boolean', default: true },
  },
} as const satisfies ParamDef;

/** Every public note this instance knows (all of them local, as it does not federate). */
export const handler: Handler<'notes/global-timeline', entities.Note[]> = (ps, { instance, user }) => {
  if (!policiesOf(user, instance).gtlAvailable) throw new ApiError(meta.errors.gtlDisabled);
  if (user) countReader(instance.db, user.id);
  return queryNotes(
    instance,
    user,
    {
      where: ["n.visibility = 'public'", 'n.channel_id IS NULL', SELF_REPLY_ONLY_SQL],
      withRenotes: ps.withRenotes ?? true,
      withFiles: ps.withFiles ?? false,
    },
    ps,
  );
};
