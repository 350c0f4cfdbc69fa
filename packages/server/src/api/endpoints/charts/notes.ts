import { notesChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Local notes per hour or day, newest period first. */
export const handler: Handler<'charts/notes'> = (ps, { instance }) => notesChart(instance.db, chartQuery(ps));
