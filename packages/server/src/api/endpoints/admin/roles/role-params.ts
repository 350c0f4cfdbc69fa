import { invalidRoleField, type RoleInput } from '../../../../services/roles.js';
import { invalidParam } from '../../../errors.js';

/**
 * The role fields this instance stores. Misskey's other parameters (target, condFormula,
 * policies, isModerator, displayOrder…) are accepted and ignored, so real admin clients,
 * which always send them, still work.
 */
export const roleFieldProperties = {
  name: { type: 'string', minLength: 1, maxLength: 256 },
  description: { type: 'string', maxLength: 2048 },
  color: { type: ['string', 'null'], maxLength: 16 },
  iconUrl: { type: ['string', 'null'], maxLength: 2048 },
  isPublic: { type: 'boolean' },
  isExplorable: { type: 'boolean' },
} as const;

export type RoleFieldParams = Partial<{
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  isPublic: boolean;
  isExplorable: boolean;
}>;

/** The given fields, checked; an empty icon URL means none. Throws INVALID_PARAM. */
export function roleFields(ps: RoleFieldParams): Partial<RoleInput> {
  const fields: Partial<RoleInput> = {
    name: ps.name?.trim(),
    description: ps.description,
    color: ps.color === '' ? null : ps.color,
    iconUrl: ps.iconUrl === '' ? null : ps.iconUrl,
    isPublic: ps.isPublic,
    isExplorable: ps.isExplorable,
  };
  const problem = invalidRoleField(fields);
  if (problem) throw invalidParam(problem.key, problem.reason);
  return fields;
}
