import type { entities } from 'misskey-js';
import { listDrafts, packScheduledAsDraft } from '../../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    sinceDate: { type: 'integer' },
    untilDate: { type: 'integer' },
    scheduled: { type: ['boolean', 'null'] },
  },
} as const satisfies ParamDef;

/** The user's drafts, newest first; `scheduled: true` lists only the scheduled notes. */
export const handler: SignedInHandler<'notes/drafts/list', entities.NoteDraft[]> = (
  rawParams,
  { instance, user },
) => {
  const ps = rawParams as {
    limit: number;
    sinceId?: string;
    untilId?: string;
    sinceDate?: number;
    untilDate?: number;
    scheduled?: boolean | null;
  };
  return listDrafts(instance, user.id, ps).map((d) => packScheduledAsDraft(instance, d, user));
};
