import { driveChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Files added and deleted per period, and their bytes. */
export const handler: Handler<'charts/drive'> = (ps, { instance }) => driveChart(instance.db, chartQuery(ps));
