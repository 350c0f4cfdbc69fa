import { activeUsersChart } from '../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../endpoint.js';
import { chartParamDef, chartQuery } from './params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = chartParamDef;

/** Users who read timelines or wrote notes, each counted once per period. */
export const handler: Handler<'charts/active-users'> = (ps, { instance }) =>
  activeUsersChart(instance.db, chartQuery(ps));
