import type { entities } from 'misskey-js';
import { policiesOf } from '../../../services/notes/policies.js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    unavailable: {
      message: 'Search of notes unavailable.',
      code: 'UNAVAILABLE',
      id: '0b44998d-77aa-4427-80d0-d2c9b8523011',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 1000 },
    ...pageParamDef,
    host: { type: 'string' },
    userId: { type: ['string', 'null'], default: null },
    channelId: { type: ['string', 'null'], default: null },
  },
  required: ['query'],
} as const satisfies ParamDef;

/** `%`, `_` and the escape itself are literal in a search, not LIKE wildcards. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Notes whose text or CW holds every word of the query (case-insensitive for Latin letters,
 * as SQLite's LIKE is), among those the viewer may see: the same visibility as timelines.
 */
export const handler: Handler<'notes/search', entities.Note[]> = (ps, { instance, user }) => {
  if (!policiesOf(user, instance).canSearchNotes) throw new ApiError(meta.errors.unavailable);
  const words = ps.query.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [];
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  words.slice(0, 10).forEach((word, index) => {
    where.push(`(n.text LIKE @word${index} ESCAPE '\\' OR n.cw LIKE @word${index} ESCAPE '\\')`);
    params[`word${index}`] = likePattern(word);
  });
  if (ps.userId) {
    where.push('n.user_id = @userId');
    params.userId = ps.userId;
  }
  // This instance does not federate: another host has no notes here; '.' means local.
  if (ps.host !== undefined && ps.host !== '.' && ps.host !== '') where.push('0');
  if (ps.channelId) where.push('n.channel_id = @channelId');
  if (ps.channelId) params.channelId = ps.channelId;
  return queryNotes(instance, user, { where, params }, ps);
};
