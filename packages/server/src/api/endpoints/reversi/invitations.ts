import type { entities } from 'misskey-js';
import { invitersOf } from '../../../services/reversi/index.js';
import { packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** Who invited the user to a game in the last 20 seconds, oldest first. */
export const handler: SignedInHandler<'reversi/invitations', entities.UserLite[]> = (
  _ps,
  { instance, user },
) => invitersOf(instance, user).map((inviter) => packUserLite(instance, inviter));
