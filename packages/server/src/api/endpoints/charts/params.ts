import type { ParamDef } from '../../endpoint.js';

/** Misskey's chart parameters: `offset` is a time (ms) inside the newest period wanted. */
export const chartParamDef = {
  type: 'object',
  properties: {
    span: { type: 'string', enum: ['day', 'hour'] },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 },
    offset: { type: ['integer', 'null'], default: null },
  },
  required: ['span'],
} as const satisfies ParamDef;

export function chartCursor(offset: number | null | undefined): Date | null {
  return offset ? new Date(offset) : null;
}
