import { userDriveChart } from '../../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../../endpoint.js';
import { chartQuery, userChartParamDef } from '../params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = userChartParamDef;

/** The user's drive per period: files added and deleted, and the running totals. */
export const handler: Handler<'charts/user/drive'> = (ps, { instance }) =>
  userDriveChart(instance.db, ps.userId, chartQuery(ps));
