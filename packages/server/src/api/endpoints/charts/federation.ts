import { federationChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Federation per period: zeros, this instance does not federate. */
export const handler: Handler<'charts/federation'> = (ps) => federationChart(chartQuery(ps));
