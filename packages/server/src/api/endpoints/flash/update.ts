import { findFlash, updateFlash } from '../../../services/flash.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { accessDenied, flashFieldProperties, noSuchFlash } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:flash',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    noSuchFlash: noSuchFlash('611e13d2-309e-419a-a5e4-e0422da39b02'),
    accessDenied: accessDenied('08e60c88-5948-478e-a132-02ec701d67b2'),
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    flashId: { type: 'string' },
    ...flashFieldProperties,
    visibility: { type: 'string', enum: ['public', 'private'] },
  },
  required: ['flashId'],
} as const satisfies ParamDef;

/** Only the owner edits a play; the fields left out keep their values. Answers nothing, as Misskey. */
export const handler: SignedInHandler<'flash/update', void> = (ps, { instance, user }) => {
  const flash = findFlash(instance, ps.flashId);
  if (!flash) throw new ApiError(meta.errors.noSuchFlash);
  if (flash.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  const { flashId: _, ...fields } = ps;
  updateFlash(instance, flash, fields);
};
