import { instanceChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartQuery, instanceChartParamDef } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = instanceChartParamDef;

/** A remote server as seen from here: zeros, this instance has met none. */
export const handler: Handler<'charts/instance'> = (ps) => instanceChart(chartQuery(ps));
