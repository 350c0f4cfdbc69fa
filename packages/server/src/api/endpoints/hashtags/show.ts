import type { entities } from 'misskey-js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  errors: {
    noSuchHashtag: {
      message: 'No such hashtag.',
      code: 'NO_SUCH_HASHTAG',
      id: '110ee688-193e-4a3a-9ecf-c167b2e6981e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { tag: { type: 'string' } },
  required: ['tag'],
} as const satisfies ParamDef;

/**
 * A hashtag's figures. "Mentioned" counts the people who wrote it in a note; "attached"
 * counts profiles carrying it, and profiles on this instance carry no tags, so those are 0.
 * The instance does not federate, so every mention is local.
 */
export const handler: Handler<'hashtags/show', entities.Hashtag> = (rawPs, { instance }) => {
  const name = (rawPs as { tag: string }).tag.trim().replace(/^#/, '').toLowerCase();
  const known = instance.db.prepare('SELECT display FROM hashtags WHERE name = ?').pluck().get(name) as
    | string
    | undefined;
  if (known === undefined) throw new ApiError(meta.errors.noSuchHashtag);
  // Only notes that carry any tag are looked into; a tag index is left for when this is hot.
  const mentioned = instance.db
    .prepare(
      `SELECT count(DISTINCT n.user_id) FROM notes n
       WHERE n.tags != '[]' AND EXISTS (SELECT 1 FROM json_each(n.tags) t WHERE lower(t.value) = ?)`,
    )
    .pluck()
    .get(name) as number;
  return {
    tag: known,
    mentionedUsersCount: mentioned,
    mentionedLocalUsersCount: mentioned,
    mentionedRemoteUsersCount: 0,
    attachedUsersCount: 0,
    attachedLocalUsersCount: 0,
    attachedRemoteUsersCount: 0,
  };
};
