import type { entities } from 'misskey-js';
import { buildMetaDetailed, buildMetaLite } from '../../services/instance-meta.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta: EndpointMeta = {
  requireCredential: false,
  allowGet: true,
};

export const paramDef = {
  type: 'object',
  properties: {
    detail: { type: 'boolean', default: true },
  },
} as const satisfies ParamDef;

export const handler: Handler<'meta', entities.MetaLite | entities.MetaDetailed> = (ps, { instance }) =>
  ps.detail === false ? buildMetaLite(instance) : buildMetaDetailed(instance);
