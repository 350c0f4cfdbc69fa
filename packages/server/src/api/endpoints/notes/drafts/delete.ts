import { draftErrors } from '../../../../services/notes/drafts.js';
import { deleteDraft, findDraft } from '../../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchNoteDraft: draftErrors.noSuchNoteDraft, accessDenied: draftErrors.accessDenied },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { draftId: { type: 'string' } },
  required: ['draftId'],
} as const satisfies ParamDef;

/** Deletes a draft; a scheduled one is thereby cancelled. */
export const handler: SignedInHandler<'notes/drafts/delete', void> = (ps, { instance, user }) => {
  const draft = findDraft(instance, ps.draftId);
  if (!draft) throw new ApiError(meta.errors.noSuchNoteDraft);
  if (draft.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  deleteDraft(instance, user.id, draft.id);
};
