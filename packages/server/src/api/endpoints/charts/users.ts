import { usersChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Local accounts made and deleted per hour or day, newest period first. */
export const handler: Handler<'charts/users'> = (ps, { instance }) => usersChart(instance.db, chartQuery(ps));
