import type { entities } from 'misskey-js';
import { createFlash, packFlash } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { flashFieldProperties } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:flash',
  limit: { duration: 60 * 60 * 1000, max: 10 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...flashFieldProperties,
    visibility: { type: 'string', enum: ['public', 'private'], default: 'public' },
  },
  required: ['title', 'summary', 'script', 'permissions'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'flash/create', entities.Flash> = (ps, { instance, user }) => {
  const flash = createFlash(instance, user, {
    title: ps.title,
    summary: ps.summary,
    script: ps.script,
    permissions: ps.permissions,
    visibility: ps.visibility ?? 'public',
  });
  return packFlash(instance, flash, user) as entities.Flash;
};
