import type { RolePolicyValue } from '../../../../db/roles.js';
import { invalidRolePolicies } from '../../../../services/policies.js';
import { invalidRoleCondition } from '../../../../services/role-conditions.js';
import { invalidRoleField, type RoleInput } from '../../../../services/roles.js';
import { invalidParam } from '../../../errors.js';

/** Misskey's role parameters (admin/roles/create and update). */
export const roleFieldProperties = {
  name: { type: 'string', minLength: 1, maxLength: 256 },
  description: { type: 'string', maxLength: 2048 },
  color: { type: ['string', 'null'], maxLength: 16 },
  iconUrl: { type: ['string', 'null'], maxLength: 2048 },
  target: { type: 'string', enum: ['manual', 'conditional'] },
  condFormula: { type: 'object' },
  isPublic: { type: 'boolean' },
  isModerator: { type: 'boolean' },
  isAdministrator: { type: 'boolean' },
  isExplorable: { type: 'boolean' },
  asBadge: { type: 'boolean' },
  canEditMembersByModerator: { type: 'boolean' },
  displayOrder: { type: 'number' },
  policies: { type: 'object' },
} as const;

export type RoleFieldParams = Partial<{
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  target: 'manual' | 'conditional';
  condFormula: Record<string, unknown>;
  isPublic: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  canEditMembersByModerator: boolean;
  displayOrder: number;
  policies: Record<string, unknown>;
}>;

/** The given fields, checked; an empty colour or icon URL means none. Throws INVALID_PARAM. */
export function roleFields(ps: RoleFieldParams): Partial<RoleInput> {
  const fields: Partial<RoleInput> = {
    name: ps.name?.trim(),
    description: ps.description,
    color: ps.color === '' ? null : ps.color,
    iconUrl: ps.iconUrl === '' ? null : ps.iconUrl,
    target: ps.target,
    condFormula: ps.condFormula,
    isPublic: ps.isPublic,
    isModerator: ps.isModerator,
    isAdministrator: ps.isAdministrator,
    isExplorable: ps.isExplorable,
    asBadge: ps.asBadge,
    canEditMembersByModerator: ps.canEditMembersByModerator,
    displayOrder: ps.displayOrder === undefined ? undefined : Math.trunc(ps.displayOrder),
    policies: ps.policies as Record<string, RolePolicyValue> | undefined,
  };
  const problem = invalidRoleField(fields);
  if (problem) throw invalidParam(problem.key, problem.reason);
  if (ps.condFormula !== undefined) {
    const formulaProblem = invalidRoleCondition(ps.condFormula);
    if (formulaProblem) throw invalidParam('condFormula', formulaProblem);
  }
  if (ps.policies !== undefined) {
    const policyProblem = invalidRolePolicies(ps.policies);
    if (policyProblem) throw invalidParam(`policies.${policyProblem.key}`, policyProblem.reason);
  }
  return fields;
}
