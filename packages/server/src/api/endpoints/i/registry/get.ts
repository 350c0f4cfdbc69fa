import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { keyParamDef, registryLocation, registryMeta } from '../../../registry-params.js';

export const meta = {
  ...registryMeta,
  errors: {
    noSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a' },
  },
} satisfies EndpointMeta;

export const paramDef = keyParamDef;

// misskey-js types the value as an empty record; it is whatever JSON was stored.
export const handler: SignedInHandler<'i/registry/get', unknown> = (ps, ctx) => {
  const item = ctx.instance.registry.get(registryLocation(ctx, ps), ps.key);
  if (!item.found) throw new ApiError(meta.errors.noSuchKey);
  return item.value;
};
