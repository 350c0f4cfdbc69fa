import { type DecorationRow, findDecoration } from '../../../../services/avatar-decorations/index.js';
import type { InstanceContext } from '../../../../services/context.js';
import { ApiError, type ApiErrorDef } from '../../../errors.js';

/** Ours: Misskey fails with an internal error when the id is unknown (findOneByOrFail). */
export const noSuchDecoration = {
  message: 'No such avatar decoration.',
  code: 'NO_SUCH_AVATAR_DECORATION',
  id: 'c2b5a6e4-1f0b-4a7e-9d6c-3b8e2f5a7d41',
  httpStatus: 400,
} as const satisfies ApiErrorDef;

export function existingDecoration(ctx: InstanceContext, id: string): DecorationRow {
  const row = findDecoration(ctx.db, id);
  if (!row) throw new ApiError(noSuchDecoration);
  return row;
}

/** The fields create and update take, as Misskey's schema has them. */
export const decorationProperties = {
  name: { type: 'string', minLength: 1 },
  description: { type: 'string' },
  url: { type: 'string', minLength: 1 },
  roleIdsThatCanBeUsedThisDecoration: { type: 'array', items: { type: 'string' } },
  category: { type: ['string', 'null'] },
} as const;
