import { countDrafts } from '../../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/drafts/count', number> = (_ps, { instance, user }) =>
  countDrafts(instance, user.id);
