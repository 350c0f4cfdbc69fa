import type { ApiErrorDef } from '../../errors.js';

export const flashIdParam = {
  type: 'object',
  properties: { flashId: { type: 'string' } },
  required: ['flashId'],
} as const;

/** Misskey's column sizes: a longer title, summary or script is refused as bad input. */
export const flashFieldProperties = {
  title: { type: 'string', maxLength: 256 },
  summary: { type: 'string', maxLength: 1024 },
  script: { type: 'string', maxLength: 65536 },
  permissions: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 256 } },
} as const;

/** Each endpoint has its own error id, as in Misskey. */
export const noSuchFlash = (id: string): ApiErrorDef => ({
  message: 'No such flash.',
  code: 'NO_SUCH_FLASH',
  id,
});

export const accessDenied = (id: string): ApiErrorDef => ({
  message: 'Access denied.',
  code: 'ACCESS_DENIED',
  id,
});
