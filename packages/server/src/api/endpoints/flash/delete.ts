import { deleteFlash, findFlash } from '../../../services/flash.js';
import { logModeration } from '../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { accessDenied, flashIdParam, noSuchFlash } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:flash',
  errors: {
    noSuchFlash: noSuchFlash('de1623ef-bbb3-4289-a71e-14cfa83d9740'),
    accessDenied: accessDenied('1036ad7b-9f92-4fff-89c3-0e50dc941704'),
  },
} satisfies EndpointMeta;

export const paramDef = flashIdParam satisfies ParamDef;

/** The owner deletes a play, and so may a moderator (who leaves a moderation log entry). */
export const handler: SignedInHandler<'flash/delete', void> = (ps, { instance, user }) => {
  const flash = findFlash(instance, ps.flashId);
  if (!flash) throw new ApiError(meta.errors.noSuchFlash);
  const staff = user.isAdmin || user.isModerator;
  if (flash.userId !== user.id && !staff) throw new ApiError(meta.errors.accessDenied);
  deleteFlash(instance, flash);
  if (flash.userId !== user.id) {
    const owner = instance.users.findById(flash.userId);
    logModeration(instance, user, 'deleteFlash', {
      flashId: flash.id,
      flashUserId: flash.userId,
      flashUserUsername: owner?.username ?? null,
      flash,
    });
  }
};
