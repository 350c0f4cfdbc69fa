import type { entities } from 'misskey-js';
import { featuredNoteIds } from '../../../services/explore.js';
import { queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    untilId: { type: 'string' },
    channelId: { type: ['string', 'null'], default: null },
  },
} as const satisfies ParamDef;

type Params = { limit: number; untilId?: string; channelId: string | null };

/**
 * The best-received notes of the last days (services/explore.ts ranks them), newest first
 * as Misskey answers, paged by untilId; each still passes the viewer's visibility check.
 */
export const handler: Handler<'notes/featured', entities.Note[]> = (rawPs, { instance, user }) => {
  const ps = rawPs as Params;
  const ranked = featuredNoteIds(instance, ps.channelId);
  if (ranked.length === 0) return [];
  return queryNotes(
    instance,
    user,
    { where: ['n.id IN (SELECT value FROM json_each(@ranked))'], params: { ranked: JSON.stringify(ranked) } },
    { limit: ps.limit, untilId: ps.untilId },
  );
};
