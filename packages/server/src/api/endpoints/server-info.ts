import { machineInfo, machineStatsEnabled } from '../../services/server-stats/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** What Misskey answers while `enableServerMachineStats` is off: the same shape, nothing known. */
const UNKNOWN = { machine: '?', cpu: { model: '?', cores: 0 }, mem: { total: 0 }, fs: { total: 0, used: 0 } };

/**
 * The machine the instance runs on (its name, processor, memory, and the disk of its data
 * folder), for anyone, as Misskey answers it, once an administrator has allowed it.
 */
export const handler: Handler<'server-info'> = (_ps, { instance }) =>
  machineStatsEnabled(instance) ? machineInfo(instance.config.dataDir) : UNKNOWN;
