import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { noSuchRole, publicRole } from './public-role.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchRole: noSuchRole('30aaaee3-4792-48dc-ab0d-cf501a575ac5') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    roleId: { type: 'string' },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    sinceDate: { type: 'integer' },
    untilDate: { type: 'integer' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
  required: ['roleId'],
} as const satisfies ParamDef;

/**
 * The members of a public, explorable role. Deviation: assignments here have no id of their
 * own, so each entry's `id` (the paging cursor) is the member's user id, newest account first.
 * Suspended and deleted members, and expired assignments, are left out.
 */
export const handler: Handler<'roles/users'> = (ps, { instance, user }) => {
  const role = publicRole(instance, ps.roleId, meta.errors.noSuchRole, { explorable: true });
  const conditions = [
    'a.role_id = ?',
    '(a.expires_at IS NULL OR a.expires_at > ?)',
    'u.is_suspended = 0',
    'u.is_deleted = 0',
  ];
  const args: (string | number)[] = [role.id, new Date().toISOString()];
  if (ps.sinceId) {
    conditions.push('a.user_id > ?');
    args.push(ps.sinceId);
  }
  if (ps.untilId) {
    conditions.push('a.user_id < ?');
    args.push(ps.untilId);
  }
  if (ps.sinceDate !== undefined) {
    conditions.push('a.created_at > ?');
    args.push(new Date(ps.sinceDate).toISOString());
  }
  if (ps.untilDate !== undefined) {
    conditions.push('a.created_at < ?');
    args.push(new Date(ps.untilDate).toISOString());
  }
  const ascending = ps.sinceId !== undefined && ps.untilId === undefined;
  const ids = instance.db
    .prepare(
      `SELECT a.user_id FROM role_assignments a JOIN users u ON u.id = a.user_id
       WHERE ${conditions.join(' AND ')} ORDER BY a.user_id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
    )
    .pluck()
    .all(...args, ps.limit ?? 10) as string[];
  const members = new Map(instance.users.findByIds(ids).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const member = members.get(id);
    return member ? [{ id, user: packUserDetailed(instance, member, user) }] : [];
  });
};
