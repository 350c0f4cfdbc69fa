import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packUserDetailed, packUserLite } from '../user-packer.js';
import type { WebhookEvent } from './repository.js';

/**
 * What i/webhooks/test sends for each event: the body a real event of that type has, about a
 * made-up note by the webhook's owner (ids starting with "dummy-", as Misskey's test
 * payloads use) or about the owner as the user. Misskey's test sends nothing for reaction (it
 * never delivers that event); this instance delivers real reactions (notes/reactions/create)
 * but keeps the test as Misskey's.
 */
export function samplePayload(ctx: InstanceContext, owner: UserRow, type: WebhookEvent): unknown {
  switch (type) {
    case 'note':
      return { note: sampleNote(ctx, owner, 'dummy-note-1', { text: 'This is a sample note.' }) };
    case 'reply': {
      const reply = sampleNote(ctx, owner, 'dummy-note-1', { text: 'This is a sample note.' });
      return { note: sampleNote(ctx, owner, 'dummy-reply-1', { text: 'A sample reply.', reply }) };
    }
    case 'renote': {
      const renote = sampleNote(ctx, owner, 'dummy-note-1', { text: 'This is a sample note.' });
      return { note: sampleNote(ctx, owner, 'dummy-renote-1', { text: null, renote }) };
    }
    case 'mention':
      return {
        note: sampleNote(ctx, owner, 'dummy-mention-1', {
          text: `@${owner.username} A sample mention.`,
          mentions: [owner.id],
        }),
      };
    case 'follow':
    case 'unfollow':
      return { user: packUserDetailed(ctx, owner, null) };
    case 'followed':
      return { user: packUserLite(ctx, owner) };
    case 'reaction':
      return null;
  }
}

function sampleNote(
  ctx: InstanceContext,
  owner: UserRow,
  id: string,
  extra: { text: string | null; reply?: entities.Note; renote?: entities.Note; mentions?: string[] },
): entities.Note {
  return {
    id,
    createdAt: new Date().toISOString(),
    deletedAt: null,
    text: extra.text,
    cw: null,
    userId: owner.id,
    user: packUserLite(ctx, owner),
    replyId: extra.reply?.id ?? null,
    renoteId: extra.renote?.id ?? null,
    ...(extra.reply ? { reply: extra.reply } : {}),
    ...(extra.renote ? { renote: extra.renote } : {}),
    ...(extra.mentions ? { mentions: extra.mentions } : {}),
    isHidden: false,
    visibility: 'public',
    localOnly: false,
    reactionAcceptance: null,
    reactionEmojis: {},
    reactions: {},
    reactionCount: 0,
    renoteCount: 0,
    repliesCount: 0,
    fileIds: [],
    files: [],
  };
}
