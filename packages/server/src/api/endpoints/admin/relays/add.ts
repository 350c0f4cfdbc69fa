import { addRelay } from '../../../../services/relays/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:relays',
  errors: {
    invalidUrl: { message: 'Invalid URL', code: 'INVALID_URL', id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { inbox: { type: 'string' } },
  required: ['inbox'],
} as const satisfies ParamDef;

/** Records a relay's inbox (an https URL, as Misskey's); it stays `requesting` here (services/relays). */
export const handler: SignedInHandler<'admin/relays/add'> = (ps, { instance }) => {
  let https = false;
  try {
    https = new URL(ps.inbox).protocol === 'https:';
  } catch {
    // not a URL at all
  }
  if (!https) throw new ApiError(meta.errors.invalidUrl);
  return addRelay(instance.db, ps.inbox);
};
