import type { ApiErrorDef } from '../../errors.js';

/** Misskey gives every endpoint its own id for "no such clip"; this builds one error entry. */
export function noSuchClip(id: string): ApiErrorDef {
  return { message: 'No such clip.', code: 'NO_SUCH_CLIP', id };
}

export const clipIdParam = {
  type: 'object',
  properties: { clipId: { type: 'string' } },
  required: ['clipId'],
} as const;
