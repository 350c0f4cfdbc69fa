import type { entities } from 'misskey-js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { userListProperties } from '../users.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { tag: { type: 'string' }, ...userListProperties },
  required: ['tag', 'sort'],
} as const satisfies ParamDef;

/**
 * Misskey answers the users whose profile carries the tag. Profiles on this instance have no
 * tags yet (no such column, nothing in i/update sets them), so nobody carries one: the
 * parameters are checked as Misskey checks them and the list is honestly empty.
 */
export const handler: Handler<'hashtags/users', entities.UserDetailed[]> = () => [];
