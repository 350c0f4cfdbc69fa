import type { entities } from 'misskey-js';
import { findOwnAntenna, packAntenna, updateAntenna } from '../../../services/antennas/index.js';
import { noteErrors } from '../../../services/notes/note-errors.js';
import { accountStanding } from '../../../services/notes/standing.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import {
  antennaFieldProperties,
  emptyKeyword,
  isEmptyKeywords,
  noSuchAntenna,
  noSuchUserList,
  ownListId,
} from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchAntenna: noSuchAntenna('10c673ac-8852-48eb-aa1f-f5b67f069290'),
    noSuchUserList: noSuchUserList('1c6b35c9-943e-48c2-81e4-2844989407f7'),
    emptyKeyword: emptyKeyword('721aaff6-4e1b-4d88-8de6-877fae9f68c4'),
    accountMoved: noteErrors.accountMoved,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { antennaId: { type: 'string' }, ...antennaFieldProperties },
  required: ['antennaId'],
} as const satisfies ParamDef;

/** Only the fields given change; someone else's antenna answers as missing. */
export const handler: SignedInHandler<'antennas/update', entities.Antenna> = (ps, { instance, user }) => {
  // Misskey's prohibitMoved: a moved account makes no antennas.
  if (accountStanding(instance.db, user.id).movedTo !== null) throw new ApiError(meta.errors.accountMoved);
  if (ps.keywords && ps.excludeKeywords && isEmptyKeywords(ps.keywords, ps.excludeKeywords)) {
    throw new ApiError(meta.errors.emptyKeyword);
  }
  const antenna = findOwnAntenna(instance, user, ps.antennaId);
  if (!antenna) throw new ApiError(meta.errors.noSuchAntenna);
  let userListId: string | null | undefined;
  if (ps.userListId !== undefined) {
    userListId =
      (ps.src === 'list' || antenna.src === 'list') && ps.userListId
        ? ownListId(instance, user, ps.userListId, meta.errors.noSuchUserList)
        : null;
  }
  const updated = updateAntenna(instance, user, antenna, {
    name: ps.name,
    src: ps.src,
    userListId,
    keywords: ps.keywords,
    excludeKeywords: ps.excludeKeywords,
    users: ps.users,
    caseSensitive: ps.caseSensitive,
    localOnly: ps.localOnly,
    excludeBots: ps.excludeBots,
    withReplies: ps.withReplies,
    withFile: ps.withFile,
    excludeNotesInSensitiveChannel: ps.excludeNotesInSensitiveChannel,
  });
  return packAntenna(instance, updated);
};
