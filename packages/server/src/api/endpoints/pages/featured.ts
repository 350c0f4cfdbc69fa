import type { entities } from 'misskey-js';
import { listFeaturedPages } from '../../../services/pages/pages.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The ten most liked pages, most liked first (Misskey's ranking: all-time likes). */
export const handler: Handler<'pages/featured', entities.Page[]> = (_ps, { instance, user }) =>
  listFeaturedPages(instance, user);
