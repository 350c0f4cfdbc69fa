import type { EndpointMeta, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { keyParamDef, registryLocation, registryMeta } from '../../../registry-params.js';

export const meta = {
  ...registryMeta,
  errors: {
    noSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019' },
  },
} satisfies EndpointMeta;

export const paramDef = keyParamDef;

export const handler: SignedInHandler<'i/registry/remove', void> = (ps, ctx) => {
  if (!ctx.instance.registry.remove(registryLocation(ctx, ps), ps.key))
    throw new ApiError(meta.errors.noSuchKey);
};
