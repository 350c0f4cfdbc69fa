import type { entities } from 'misskey-js';
import { PURE_RENOTE_SQL } from '../../../db/notes.js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    tag: { type: 'string', minLength: 1 },
    query: {
      type: 'array',
      items: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
      minItems: 1,
    },
    reply: { type: ['boolean', 'null'], default: null },
    renote: { type: ['boolean', 'null'], default: null },
    withFiles: { type: 'boolean', default: false },
    poll: { type: ['boolean', 'null'], default: null },
    ...pageParamDef,
  },
  anyOf: [{ required: ['tag'] }, { required: ['query'] }],
} as const satisfies ParamDef;

const HAS_TAG = (param: string) =>
  `EXISTS (SELECT 1 FROM json_each(n.tags) t WHERE lower(t.value) = lower(@${param}))`;

/**
 * Notes with a hashtag (`/tags/{tag}`), or matching `query`: any of its groups, each group
 * needing all of its tags, as Misskey reads it. The same visibility as timelines.
 */
export const handler: Handler<'notes/search-by-tag', entities.Note[]> = (ps, { instance, user }) => {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  if ('tag' in ps && typeof ps.tag === 'string') {
    where.push(HAS_TAG('tag'));
    params.tag = ps.tag;
  } else if ('query' in ps && Array.isArray(ps.query)) {
    const groups = ps.query.map((group: string[], g: number) =>
      group
        .map((tag, t) => {
          params[`tag${g}_${t}`] = tag;
          return HAS_TAG(`tag${g}_${t}`);
        })
        .join(' AND '),
    );
    where.push(`((${groups.join(') OR (')}))`);
  }
  if (ps.reply === true) where.push('n.reply_id IS NOT NULL');
  if (ps.reply === false) where.push('n.reply_id IS NULL');
  if (ps.renote === true) where.push('n.renote_id IS NOT NULL');
  if (ps.renote === false) where.push(`NOT ${PURE_RENOTE_SQL}`);
  if (ps.poll === true) where.push('n.has_poll = 1');
  if (ps.poll === false) where.push('n.has_poll = 0');
  return queryNotes(instance, user, { where, params, withFiles: ps.withFiles ?? false }, ps);
};
