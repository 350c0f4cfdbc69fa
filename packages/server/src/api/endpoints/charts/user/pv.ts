import { userPvChart } from '../../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../../endpoint.js';
import { chartQuery, userChartParamDef } from '../params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = userChartParamDef;

/** Views of the user's profile per period, by signed-in users and visitors. */
export const handler: Handler<'charts/user/pv'> = (ps, { instance }) =>
  userPvChart(instance.db, ps.userId, chartQuery(ps));
