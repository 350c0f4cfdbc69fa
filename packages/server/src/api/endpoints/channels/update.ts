import type { entities } from 'misskey-js';
import { packChannel, updateChannel } from '../../../services/channels/index.js';
import { findFilesOf } from '../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { channelOr, mayEditChannel, noSuchChannel, noSuchFile } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: {
    noSuchChannel: noSuchChannel('f9c5467f-d492-4c3c-9a8d-a70dacc86512'),
    accessDenied: {
      message: 'You do not have edit privilege of the channel.',
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
    },
    noSuchFile: noSuchFile('e86c14a4-0da2-4032-8df3-e737a04c7f3b'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    channelId: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 128 },
    description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
    bannerId: { type: ['string', 'null'] },
    isArchived: { type: ['boolean', 'null'] },
    pinnedNoteIds: { type: 'array', items: { type: 'string' } },
    color: { type: 'string', minLength: 1, maxLength: 16 },
    isSensitive: { type: ['boolean', 'null'] },
    allowRenoteToExternal: { type: ['boolean', 'null'] },
  },
  required: ['channelId'],
} as const satisfies ParamDef;

/**
 * Only the owner or a moderator edits. Only the fields given change; a null flag is ignored
 * and `bannerId: null` removes the banner, as in Misskey.
 */
export const handler: SignedInHandler<'channels/update', entities.Channel> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  if (!mayEditChannel(user, channel)) throw new ApiError(meta.errors.accessDenied);
  if (ps.bannerId != null && findFilesOf(instance.db, user.id, [ps.bannerId]).length === 0) {
    throw new ApiError(meta.errors.noSuchFile);
  }
  const flag = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : undefined);
  const updated = updateChannel(instance, channel, {
    name: ps.name,
    description: ps.description,
    pinnedNoteIds: ps.pinnedNoteIds ? [...ps.pinnedNoteIds] : undefined,
    color: ps.color,
    isArchived: flag(ps.isArchived),
    bannerId: ps.bannerId,
    isSensitive: flag(ps.isSensitive),
    allowRenoteToExternal: flag(ps.allowRenoteToExternal),
  });
  return packChannel(instance, updated, user);
};
