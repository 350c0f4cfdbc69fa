import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import {
  domainSchema,
  keySchema,
  registryLocation,
  registryMeta,
  scopeSchema,
} from '../../../registry-params.js';

export const meta = {
  ...registryMeta,
  errors: {
    noSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a' },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { key: keySchema, scope: scopeSchema, domain: domainSchema },
  required: ['key'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/registry/get-detail', { updatedAt: string; value: unknown }> = (
  ps,
  ctx,
) => {
  const item = ctx.instance.registry.getDetail(registryLocation(ctx, ps), ps.key);
  if (!item.found) throw new ApiError(meta.errors.noSuchKey);
  return { updatedAt: item.updatedAt, value: item.value };
};
