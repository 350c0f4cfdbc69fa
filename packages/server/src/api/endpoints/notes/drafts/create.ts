import type { entities } from 'misskey-js';
import { buildDraft, type DraftInput } from '../../../../services/notes/drafts.js';
import { insertDraft, packScheduledAsDraft } from '../../../../services/notes/schedule.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { draftProperties, draftWriteErrors } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: 60 * 60 * 1000, max: 300 },
  errors: draftWriteErrors,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: draftProperties,
} as const satisfies ParamDef;

export const handler: SignedInHandler<'notes/drafts/create', { createdDraft: entities.NoteDraft }> = (
  rawParams,
  { instance, user },
) => {
  const draft = buildDraft(instance, user, rawParams as DraftInput, null);
  insertDraft(instance, draft);
  return { createdDraft: packScheduledAsDraft(instance, draft, user) };
};
