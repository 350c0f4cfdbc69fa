import type { entities } from 'misskey-js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/**
 * Misskey answers the users an admin pinned in the server settings. This instance has no
 * such setting yet (no `pinnedUsers` in its meta), so nobody is pinned: an honest empty list.
 */
export const handler: Handler<'pinned-users', entities.UserDetailed[]> = () => [];
