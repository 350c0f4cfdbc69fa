import { userReactionsChart } from '../../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../../endpoint.js';
import { chartQuery, userChartParamDef } from '../params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = userChartParamDef;

/** Reactions the user's notes received per period. */
export const handler: Handler<'charts/user/reactions'> = (ps, { instance }) =>
  userReactionsChart(instance.db, ps.userId, chartQuery(ps));
