import type { entities } from 'misskey-js';
import { buildDraft, type DraftInput, draftErrors } from '../../../../services/notes/drafts.js';
import { findDraft, packScheduledAsDraft, replaceDraft } from '../../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { draftProperties, draftWriteErrors } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: {
    ...draftWriteErrors,
    noSuchNoteDraft: draftErrors.noSuchNoteDraft,
    accessDenied: draftErrors.accessDenied,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { draftId: { type: 'string' }, ...draftProperties },
  required: ['draftId'],
} as const satisfies ParamDef;

/** Replaces the whole draft with what is sent, as Misskey does. */
export const handler: SignedInHandler<'notes/drafts/update', { updatedDraft: entities.NoteDraft }> = (
  rawParams,
  { instance, user },
) => {
  const { draftId, ...rest } = rawParams as DraftInput & { draftId: string };
  const existing = findDraft(instance, draftId);
  if (!existing) throw new ApiError(meta.errors.noSuchNoteDraft);
  if (existing.userId !== user.id) throw new ApiError(meta.errors.accessDenied);
  const draft = buildDraft(instance, user, rest, existing);
  replaceDraft(instance, draft);
  return { updatedDraft: packScheduledAsDraft(instance, draft, user) };
};
