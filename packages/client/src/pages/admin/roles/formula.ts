/**
 * The condition formula of a conditional role, as Misskey's RoleCondFormulaValue: a tree whose
 * nodes each carry an `id` (the editor keys its rows by it). The builder works on plain data
 * with these functions, so its rules are tested without a page.
 */

export const LOGIC_TYPES = ['and', 'or', 'not'] as const;
export const FLAG_TYPES = [
  'isLocal',
  'isRemote',
  'isSuspended',
  'isLocked',
  'isBot',
  'isCat',
  'isExplorable',
] as const;
export const AGE_TYPES = ['createdLessThan', 'createdMoreThan'] as const;
export const COUNT_TYPES = [
  'followersLessThanOrEq',
  'followersMoreThanOrEq',
  'followingLessThanOrEq',
  'followingMoreThanOrEq',
  'notesLessThanOrEq',
  'notesMoreThanOrEq',
] as const;

/** Every node type, in the order the builder offers them. */
export const FORMULA_TYPES = [
  ...LOGIC_TYPES,
  'roleAssignedTo',
  ...FLAG_TYPES,
  ...AGE_TYPES,
  ...COUNT_TYPES,
] as const;
export type FormulaType = (typeof FORMULA_TYPES)[number];

export type FormulaNode =
  | { id: string; type: 'and' | 'or'; values: FormulaNode[] }
  | { id: string; type: 'not'; value: FormulaNode }
  | { id: string; type: 'roleAssignedTo'; roleId: string }
  | { id: string; type: (typeof FLAG_TYPES)[number] }
  | { id: string; type: (typeof AGE_TYPES)[number]; sec: number }
  | { id: string; type: (typeof COUNT_TYPES)[number]; value: number };

export const DAY_SECONDS = 86_400;

let counter = 0;
/** A fresh node id (unique within the page; Misskey's client uses random ids too). */
export function formulaId(): string {
  counter += 1;
  return `f${Date.now().toString(36)}${counter.toString(36)}`;
}

const isIn = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A new node of `type` with its usual starting values (a day; a count of 0; local users). */
export function newFormula(type: FormulaType, id = formulaId()): FormulaNode {
  if (type === 'and' || type === 'or') return { id, type, values: [] };
  if (type === 'not') return { id, type, value: newFormula('isLocal') };
  if (type === 'roleAssignedTo') return { id, type, roleId: '' };
  if (isIn(AGE_TYPES, type)) return { id, type, sec: DAY_SECONDS };
  if (isIn(COUNT_TYPES, type)) return { id, type, value: 0 };
  return { id, type: type as (typeof FLAG_TYPES)[number] };
}

/**
 * The node changed to `type`, keeping what still fits: the id, the children between and/or,
 * the number between two ages or two counts.
 */
export function changeType(node: FormulaNode, type: FormulaType): FormulaNode {
  if (node.type === type) return node;
  const next = newFormula(type, node.id);
  if ((next.type === 'and' || next.type === 'or') && (node.type === 'and' || node.type === 'or'))
    return { ...next, values: node.values };
  if (isIn(AGE_TYPES, next.type) && 'sec' in node) return { ...next, sec: node.sec } as FormulaNode;
  if (isIn(COUNT_TYPES, next.type) && isIn(COUNT_TYPES, node.type) && 'value' in node)
    return { ...next, value: node.value } as FormulaNode;
  return next;
}

/** The tree with the node of `id` replaced by `next` (the same tree when there is none). */
export function replaceNode(tree: FormulaNode, id: string, next: FormulaNode): FormulaNode {
  if (tree.id === id) return next;
  if (tree.type === 'and' || tree.type === 'or') {
    const values = tree.values.map((child) => replaceNode(child, id, next));
    return values.every((child, i) => child === tree.values[i]) ? tree : { ...tree, values };
  }
  if (tree.type === 'not') {
    const value = replaceNode(tree.value, id, next);
    return value === tree.value ? tree : { ...tree, value };
  }
  return tree;
}

/** The tree without the node of `id` (only children of and/or can be removed). */
export function removeNode(tree: FormulaNode, id: string): FormulaNode {
  if (tree.type === 'and' || tree.type === 'or') {
    const values = tree.values.filter((child) => child.id !== id).map((child) => removeNode(child, id));
    return { ...tree, values };
  }
  if (tree.type === 'not') return { ...tree, value: removeNode(tree.value, id) };
  return tree;
}

/** The tree with a new `type` node added to the and/or node `parentId`. */
export function addChild(tree: FormulaNode, parentId: string, type: FormulaType = 'isLocal'): FormulaNode {
  if (tree.id === parentId && (tree.type === 'and' || tree.type === 'or'))
    return { ...tree, values: [...tree.values, newFormula(type)] };
  if (tree.type === 'and' || tree.type === 'or')
    return { ...tree, values: tree.values.map((child) => addChild(child, parentId, type)) };
  if (tree.type === 'not') return { ...tree, value: addChild(tree.value, parentId, type) };
  return tree;
}

/**
 * The formula a role's stored one becomes in the editor: a well-formed tree, or one local
 * users condition for a role that never had one (Misskey stores `{}` for manual roles).
 */
export function formulaFromServer(raw: unknown): FormulaNode {
  return readNode(raw) ?? newFormula('isLocal');
}

function readNode(raw: unknown): FormulaNode | null {
  if (raw === null || typeof raw !== 'object') return null;
  const node = raw as Record<string, unknown>;
  const type = node.type;
  if (typeof type !== 'string' || !isIn(FORMULA_TYPES, type)) return null;
  const id = typeof node.id === 'string' && node.id !== '' ? node.id : formulaId();
  if (type === 'and' || type === 'or') {
    const values = Array.isArray(node.values) ? node.values.map(readNode) : [];
    return values.every((v) => v !== null) ? { id, type, values: values as FormulaNode[] } : null;
  }
  if (type === 'not') {
    const value = readNode(node.value);
    return value ? { id, type, value } : null;
  }
  if (type === 'roleAssignedTo')
    return { id, type, roleId: typeof node.roleId === 'string' ? node.roleId : '' };
  if (isIn(AGE_TYPES, type)) return { id, type, sec: typeof node.sec === 'number' ? node.sec : DAY_SECONDS };
  if (isIn(COUNT_TYPES, type)) return { id, type, value: typeof node.value === 'number' ? node.value : 0 };
  return { id, type: type as (typeof FLAG_TYPES)[number] };
}

/** The id of the first node the server would refuse or that cannot hold (no role chosen), or null. */
export function formulaProblem(tree: FormulaNode): string | null {
  if (tree.type === 'and' || tree.type === 'or') {
    for (const child of tree.values) {
      const problem = formulaProblem(child);
      if (problem) return problem;
    }
    return null;
  }
  if (tree.type === 'not') return formulaProblem(tree.value);
  if (tree.type === 'roleAssignedTo') return tree.roleId === '' ? tree.id : null;
  if ('sec' in tree) return Number.isFinite(tree.sec) && tree.sec >= 0 ? null : tree.id;
  if ('value' in tree) return Number.isInteger(tree.value) && tree.value >= 0 ? null : tree.id;
  return null;
}
