import { apRequestChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** ActivityPub requests per period: zeros, this instance does not federate. */
export const handler: Handler<'charts/ap-request'> = (ps) => apRequestChart(chartQuery(ps));
