import type { entities } from 'misskey-js';
import { insertChannel, packChannel } from '../../../services/channels/index.js';
import { findFilesOf } from '../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchFile } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: { noSuchFile: noSuchFile('cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 128 },
    description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
    bannerId: { type: ['string', 'null'] },
    color: { type: 'string', minLength: 1, maxLength: 16 },
    isSensitive: { type: ['boolean', 'null'] },
    allowRenoteToExternal: { type: ['boolean', 'null'] },
  },
  required: ['name'],
} as const satisfies ParamDef;

/** The banner must be one of the creator's own drive files. */
export const handler: SignedInHandler<'channels/create', entities.Channel> = (ps, { instance, user }) => {
  if (ps.bannerId != null && findFilesOf(instance.db, user.id, [ps.bannerId]).length === 0) {
    throw new ApiError(meta.errors.noSuchFile);
  }
  const channel = insertChannel(instance, user.id, {
    name: ps.name,
    description: ps.description ?? null,
    bannerId: ps.bannerId ?? null,
    color: ps.color,
    isSensitive: ps.isSensitive ?? false,
    allowRenoteToExternal: ps.allowRenoteToExternal ?? true,
  });
  return packChannel(instance, channel, user);
};
