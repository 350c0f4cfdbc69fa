import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { keyParamDef, registryLocation, registryMeta } from '../../../registry-params.js';

export const meta = {
  ...registryMeta,
  errors: {
    noSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a' },
  },
} satisfies EndpointMeta;

export const paramDef = keyParamDef;

export const handler: SignedInHandler<'i/registry/get-detail', { updatedAt: string; value: unknown }> = (
  ps,
  ctx,
) => {
  const item = ctx.instance.registry.getDetail(registryLocation(ctx, ps), ps.key);
  if (!item.found) throw new ApiError(meta.errors.noSuchKey);
  return { updatedAt: item.updatedAt, value: item.value };
};
