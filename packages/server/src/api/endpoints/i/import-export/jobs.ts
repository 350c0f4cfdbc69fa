import { jobRunner, type UserJob } from '../../../../services/import-export/index.js';
import type { CallContext, EndpointMeta, ParamDef } from '../../../endpoint.js';

/**
 * A Shiori extension (Misskey has no way to see an import's progress or end): the caller's own
 * recent import and export jobs, newest first, so the import-export page can show a progress bar
 * while one runs and "done" or the failure reason once it has ended.
 */
export const meta = {
  requireCredential: true,
  kind: 'read:account',
  limit: { duration: 60 * 60 * 1000, max: 3600 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 20, default: 20 },
  },
} as const satisfies ParamDef;

export type JobDirection = 'import' | 'export';

export interface PackedJob {
  id: string;
  direction: JobDirection;
  /** What is imported or exported: following, muting, blocking, userList, antenna, note… */
  entity: string;
  state: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** Rows of an import that could not be applied (they named no account this server knows). */
  skipped: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export function pack(job: UserJob): PackedJob {
  const [direction, entity = ''] = job.kind.split(':');
  const state = job.state === 'completed' ? 'done' : job.state;
  return {
    id: job.id,
    direction: direction === 'export' ? 'export' : 'import',
    entity,
    state,
    done: job.done,
    total: job.total,
    skipped: job.skipped,
    error: job.error,
    createdAt: job.createdAt,
    finishedAt: state === 'running' ? null : job.updatedAt,
  };
}

export function handler(rawParams: Record<string, unknown>, ctx: CallContext): PackedJob[] {
  const ps = rawParams as { limit: number };
  const user = ctx.user;
  if (!user) throw new Error('requireCredential guarantees a user');
  return jobRunner(ctx.instance).listOf(user.id, ps.limit).map(pack);
}
