import type { entities } from 'misskey-js';
import { policiesOf } from '../../../../services/notes/policies.js';
import { countWebhooks, insertWebhook, packWebhook } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { checkWebhookUrl, webhookEventsParam } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    tooManyWebhooks: {
      message: 'You cannot create webhook any more.',
      code: 'TOO_MANY_WEBHOOKS',
      id: '87a9bb19-111e-4e37-81d3-a3e7426453b0',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    url: { type: 'string', minLength: 1, maxLength: 1024 },
    secret: { type: 'string', maxLength: 1024, default: '' },
    on: webhookEventsParam,
  },
  required: ['name', 'url', 'on'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/webhooks/create', entities.IWebhooksCreateResponse> = (
  ps,
  { instance, user },
) => {
  if (countWebhooks(instance.db, user.id) >= policiesOf(user, instance).webhookLimit) {
    throw new ApiError(meta.errors.tooManyWebhooks);
  }
  checkWebhookUrl(ps.url);
  return packWebhook(
    insertWebhook(instance.db, user.id, { name: ps.name, url: ps.url, secret: ps.secret ?? '', on: ps.on }),
  );
};
