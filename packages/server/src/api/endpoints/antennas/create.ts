import type { entities } from 'misskey-js';
import { countAntennas, createAntenna, packAntenna } from '../../../services/antennas/index.js';
import { noteErrors } from '../../../services/notes/note-errors.js';
import { policiesOf } from '../../../services/notes/policies.js';
import { accountStanding } from '../../../services/notes/standing.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import {
  antennaFieldProperties,
  emptyKeyword,
  isEmptyKeywords,
  noSuchUserList,
  ownListId,
} from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchUserList: noSuchUserList('95063e93-a283-4b8b-9aa5-bcdb8df69a7f'),
    tooManyAntennas: {
      message: 'You cannot create antenna any more.',
      code: 'TOO_MANY_ANTENNAS',
      id: 'faf47050-e8b5-438c-913c-db2b1576fde4',
    },
    emptyKeyword: emptyKeyword('53ee222e-1ddd-4f9a-92e5-9fb82ddb463a'),
    accountMoved: noteErrors.accountMoved,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: antennaFieldProperties,
  required: [
    'name',
    'src',
    'keywords',
    'excludeKeywords',
    'users',
    'caseSensitive',
    'withReplies',
    'withFile',
  ],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'antennas/create', entities.Antenna> = (ps, { instance, user }) => {
  // Misskey's prohibitMoved: a moved account makes no antennas.
  if (accountStanding(instance.db, user.id).movedTo !== null) throw new ApiError(meta.errors.accountMoved);
  if (isEmptyKeywords(ps.keywords, ps.excludeKeywords)) throw new ApiError(meta.errors.emptyKeyword);
  if (countAntennas(instance, user.id) >= policiesOf(user, instance).antennaLimit) {
    throw new ApiError(meta.errors.tooManyAntennas);
  }
  // As Misskey: a list is looked up only for the 'list' source; otherwise the id is dropped.
  const userListId =
    ps.src === 'list' && ps.userListId
      ? ownListId(instance, user, ps.userListId, meta.errors.noSuchUserList)
      : null;
  const antenna = createAntenna(instance, user, {
    name: ps.name,
    src: ps.src,
    userListId,
    keywords: ps.keywords,
    excludeKeywords: ps.excludeKeywords,
    users: ps.users,
    caseSensitive: ps.caseSensitive,
    localOnly: ps.localOnly ?? false,
    excludeBots: ps.excludeBots ?? false,
    withReplies: ps.withReplies,
    withFile: ps.withFile,
    excludeNotesInSensitiveChannel: ps.excludeNotesInSensitiveChannel ?? false,
  });
  return packAntenna(instance, antenna);
};
