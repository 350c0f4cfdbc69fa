/**
 * Misskey's role condition formula (RoleCondFormulaValue in misskey-js): which users a
 * conditional role holds, decided each time it is asked, from the user's account as it is now.
 * Unknown or malformed nodes are false, as in Misskey, so a formula written by a newer client
 * never grants a role by mistake.
 */

/** What a formula may ask about a user. */
export interface RoleConditionFacts {
  isLocal: boolean;
  isSuspended: boolean;
  isLocked: boolean;
  isBot: boolean;
  isCat: boolean;
  isExplorable: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  followersCount: number;
  followingCount: number;
  notesCount: number;
  /** The manual roles the user holds now (`roleAssignedTo`). */
  assignedRoleIds: ReadonlySet<string>;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Whether `formula` holds for the user described by `facts` at `now`. */
export function evalRoleCondition(formula: unknown, facts: RoleConditionFacts, now = Date.now()): boolean {
  if (!isNode(formula)) return false;
  const values = Array.isArray(formula.values) ? formula.values : [];
  switch (formula.type) {
    case 'and':
      return values.every((v) => evalRoleCondition(v, facts, now));
    case 'or':
      return values.some((v) => evalRoleCondition(v, facts, now));
    case 'not':
      return isNode(formula.value) && !evalRoleCondition(formula.value, facts, now);
    case 'roleAssignedTo':
      return typeof formula.roleId === 'string' && facts.assignedRoleIds.has(formula.roleId);
    case 'isLocal':
      return facts.isLocal;
    case 'isRemote':
      return !facts.isLocal;
    case 'isSuspended':
      return facts.isSuspended;
    case 'isLocked':
      return facts.isLocked;
    case 'isBot':
      return facts.isBot;
    case 'isCat':
      return facts.isCat;
    case 'isExplorable':
      return facts.isExplorable;
    case 'createdLessThan':
    case 'createdMoreThan': {
      const sec = numberOf(formula.sec);
      if (sec === null) return false;
      const threshold = now - sec * 1000;
      return formula.type === 'createdLessThan' ? facts.createdAt > threshold : facts.createdAt < threshold;
    }
    default:
      return compareCount(formula, facts);
  }
}

const COUNTS = {
  followers: 'followersCount',
  following: 'followingCount',
  notes: 'notesCount',
} as const;

/** followersLessThanOrEq, notesMoreThanOrEq…: a count against `value`, bounds included. */
function compareCount(formula: Node, facts: RoleConditionFacts): boolean {
  const match =
    typeof formula.type === 'string' &&
    /^(followers|following|notes)(LessThanOrEq|MoreThanOrEq)$/.exec(formula.type);
  const value = numberOf(formula.value);
  if (!match || value === null) return false;
  const count = facts[COUNTS[match[1] as keyof typeof COUNTS]];
  return match[2] === 'LessThanOrEq' ? count <= value : count >= value;
}

/** Every node type Misskey's formula knows, for checking what an admin sends. */
const NODE_TYPES = new Set([
  'and',
  'or',
  'not',
  'roleAssignedTo',
  'isLocal',
  'isRemote',
  'isSuspended',
  'isLocked',
  'isBot',
  'isCat',
  'isExplorable',
  'createdLessThan',
  'createdMoreThan',
  'followersLessThanOrEq',
  'followersMoreThanOrEq',
  'followingLessThanOrEq',
  'followingMoreThanOrEq',
  'notesLessThanOrEq',
  'notesMoreThanOrEq',
]);

/**
 * Why a formula cannot be stored, or null. `{}` (Misskey's value for a manual role) is
 * accepted; anything else must be a well-formed tree of known nodes, at most 32 deep.
 */
export function invalidRoleCondition(formula: unknown, depth = 0): string | null {
  if (!isNode(formula)) return 'must be an object';
  if (depth === 0 && Object.keys(formula).length === 0) return null;
  if (depth > 32) return 'is nested too deeply';
  const type = formula.type;
  if (typeof type !== 'string' || !NODE_TYPES.has(type)) return `has an unknown type ${String(type)}`;
  if (type === 'and' || type === 'or') {
    if (!Array.isArray(formula.values)) return `${type} needs values`;
    for (const value of formula.values) {
      const problem = invalidRoleCondition(value, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (type === 'not')
    return isNode(formula.value) ? invalidRoleCondition(formula.value, depth + 1) : 'not needs a value';
  if (type === 'roleAssignedTo')
    return typeof formula.roleId === 'string' ? null : 'roleAssignedTo needs a roleId';
  if (type.startsWith('created')) return numberOf(formula.sec) === null ? `${type} needs sec` : null;
  if (/(LessThanOrEq|MoreThanOrEq)$/.test(type))
    return numberOf(formula.value) === null ? `${type} needs a value` : null;
  return null;
}
