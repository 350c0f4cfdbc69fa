import { userFollowingChart } from '../../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../../endpoint.js';
import { chartQuery, userChartParamDef } from '../params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = userChartParamDef;

/** Whom the user followed and who followed them, per period. */
export const handler: Handler<'charts/user/following'> = (ps, { instance }) =>
  userFollowingChart(instance.db, ps.userId, chartQuery(ps));
