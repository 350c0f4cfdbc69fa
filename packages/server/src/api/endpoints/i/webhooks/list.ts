import type { entities } from 'misskey-js';
import { listWebhooks, packWebhook } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'i/webhooks/list', entities.IWebhooksListResponse> = (
  _ps,
  { instance, user },
) => listWebhooks(instance.db, user.id).map(packWebhook);
