import type { entities } from 'misskey-js';
import { findFlash, packFlash } from '../../../services/flash.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { flashIdParam, noSuchFlash } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchFlash: noSuchFlash('f0d34a1a-d29a-401d-90ba-1982122b5630') },
} satisfies EndpointMeta;

export const paramDef = flashIdParam satisfies ParamDef;

/** Any play to anyone with its id: a private one is only left off lists, as in Misskey. */
export const handler: Handler<'flash/show', entities.Flash> = (ps, { instance, user }) => {
  const flash = findFlash(instance, ps.flashId);
  const packed = flash && packFlash(instance, flash, user);
  if (!packed) throw new ApiError(meta.errors.noSuchFlash);
  return packed;
};
