import { userNotesChart } from '../../../../services/charts/build.js';
import type { EndpointMeta, Handler } from '../../../endpoint.js';
import { chartQuery, userChartParamDef } from '../params.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;
export const paramDef = userChartParamDef;

/** The user's notes per period, by kind. */
export const handler: Handler<'charts/user/notes'> = (ps, { instance }) =>
  userNotesChart(instance.db, ps.userId, chartQuery(ps));
