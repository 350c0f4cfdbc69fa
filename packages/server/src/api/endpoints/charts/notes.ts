import { notesChart } from '../../../services/charts.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartCursor, chartParamDef } from './params.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Notes written per hour or day, newest period first. */
export const handler: Handler<'charts/notes'> = (ps, { instance }) =>
  notesChart(instance.db, ps.span, ps.limit ?? 30, chartCursor(ps.offset));
