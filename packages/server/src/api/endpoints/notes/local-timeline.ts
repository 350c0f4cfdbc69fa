import type { entities } from 'misskey-js';
import { countReader } from '../../../services/charts/events.js';
import { policiesOf } from '../../../services/notes/policies.js';
import {
  LOCAL_PUBLIC_SQL,
  pageParamDef,
  queryNotes,
  SELF_REPLY_ONLY_SQL,
} from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    ltlDisabled: {
      message: 'Local timeline has been disabled.',
      code: 'LTL_DISABLED',
      id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageParamDef,
    withFiles: { type: 'boolean', default: false },
    withRenotes: { type: 'boolean', default: true },
    withReplies: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/** Public notes of this instance's users. */
export const handler: Handler<'notes/local-timeline', entities.Note[]> = (ps, { instance, user }) => {
  if (!policiesOf(user, instance).ltlAvailable) throw new ApiError(meta.errors.ltlDisabled);
  if (user) countReader(instance.db, user.id);
  const where = [LOCAL_PUBLIC_SQL];
  if (!ps.withReplies) where.push(SELF_REPLY_ONLY_SQL);
  return queryNotes(
    instance,
    user,
    { where, withRenotes: ps.withRenotes ?? true, withFiles: ps.withFiles ?? false },
    ps,
  );
};
