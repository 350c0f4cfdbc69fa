import type { entities } from 'misskey-js';
import {
  ANTENNA_NOTES_SQL,
  findOwnAntenna,
  markAntennaRead,
  touchAntenna,
} from '../../../services/antennas/index.js';
import { pageParamDef, queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchAntenna } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: { noSuchAntenna: noSuchAntenna('850926e0-fd3b-49b6-b69a-b28a5dbd82fe') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { antennaId: { type: 'string' }, ...pageParamDef },
  required: ['antennaId'],
} as const satisfies ParamDef;

/**
 * The notes the antenna caught, through the visibility rule and the reader's mutes and blocks
 * (queryNotes). Reading keeps the antenna active and marks what it caught as read.
 */
export const handler: SignedInHandler<'antennas/notes', entities.Note[]> = (ps, { instance, user }) => {
  const antenna = findOwnAntenna(instance, user, ps.antennaId);
  if (!antenna) throw new ApiError(meta.errors.noSuchAntenna);
  touchAntenna(instance, antenna);
  const notes = queryNotes(
    instance,
    user,
    { where: [ANTENNA_NOTES_SQL], params: { antennaId: antenna.id } },
    ps,
  );
  markAntennaRead(instance, antenna);
  return notes;
};
