import type { entities } from 'misskey-js';
import { buildMetaDetailed, buildMetaLite } from '../../services/instance-meta.js';
import { approvalRequiredForSignup } from '../../services/signup-approval/index.js';
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

/** Plus a Misskey fork's `approvalRequiredForSignup`: the sign-up form asks for a reason then. */
type WithApproval<T> = T & { approvalRequiredForSignup: boolean };

export const handler: Handler<'meta', WithApproval<entities.MetaLite | entities.MetaDetailed>> = (
  ps,
  { instance },
) => ({
  ...(ps.detail === false ? buildMetaLite(instance) : buildMetaDetailed(instance)),
  approvalRequiredForSignup: approvalRequiredForSignup(instance),
});
