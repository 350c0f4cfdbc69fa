import type { ChartQuery } from '../../../services/charts/build.js';
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

/** The per-user charts also name their user. */
export const userChartParamDef = {
  type: 'object',
  properties: { ...chartParamDef.properties, userId: { type: 'string' } },
  required: ['span', 'userId'],
} as const satisfies ParamDef;

/** The per-instance chart names the other server. */
export const instanceChartParamDef = {
  type: 'object',
  properties: { ...chartParamDef.properties, host: { type: 'string' } },
  required: ['span', 'host'],
} as const satisfies ParamDef;

export function chartQuery(ps: { span: 'day' | 'hour'; limit?: number; offset?: number | null }): ChartQuery {
  return { span: ps.span, limit: ps.limit ?? 30, cursor: ps.offset ? new Date(ps.offset) : null };
}
