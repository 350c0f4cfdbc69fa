import { describe, expect, it } from 'vitest';
import {
  addChild,
  changeType,
  DAY_SECONDS,
  type FormulaNode,
  formulaFromServer,
  formulaProblem,
  newFormula,
  removeNode,
  replaceNode,
} from './formula';

const or = (values: FormulaNode[]): FormulaNode => ({ id: 'root', type: 'or', values });

describe('the condition formula builder', () => {
  it('starts each node type with Misskey’s fields', () => {
    expect(newFormula('and', 'a')).toEqual({ id: 'a', type: 'and', values: [] });
    expect(newFormula('createdMoreThan', 'b')).toEqual({
      id: 'b',
      type: 'createdMoreThan',
      sec: DAY_SECONDS,
    });
    expect(newFormula('notesMoreThanOrEq', 'c')).toEqual({ id: 'c', type: 'notesMoreThanOrEq', value: 0 });
    expect(newFormula('roleAssignedTo', 'd')).toEqual({ id: 'd', type: 'roleAssignedTo', roleId: '' });
    const not = newFormula('not', 'e');
    expect(not.type === 'not' && not.value.type).toBe('isLocal');
  });

  it('adds, replaces and removes nodes anywhere in the tree, leaving the rest as it was', () => {
    let tree = addChild(or([]), 'root', 'notesMoreThanOrEq');
    tree = addChild(tree, 'root', 'and');
    const and = tree.type === 'or' ? tree.values[1] : undefined;
    tree = addChild(tree, and?.id ?? '', 'isCat');
    expect(JSON.parse(JSON.stringify(tree, (k, v) => (k === 'id' ? undefined : v)))).toEqual({
      type: 'or',
      values: [
        { type: 'notesMoreThanOrEq', value: 0 },
        { type: 'and', values: [{ type: 'isCat' }] },
      ],
    });
    const first = tree.type === 'or' ? tree.values[0] : undefined;
    const replaced = replaceNode(tree, first?.id ?? '', {
      id: first?.id ?? '',
      type: 'notesMoreThanOrEq',
      value: 5,
    });
    expect(replaced.type === 'or' && replaced.values[0]).toMatchObject({ value: 5 });
    expect(replaced.type === 'or' && replaced.values[1]).toBe(tree.type === 'or' && tree.values[1]);
    const removed = removeNode(replaced, and?.id ?? '');
    expect(removed.type === 'or' && removed.values.map((v) => v.type)).toEqual(['notesMoreThanOrEq']);
  });

  it('keeps children between and/or and the number between counts when the type changes', () => {
    const tree = or([newFormula('isBot', 'x')]);
    expect(changeType(tree, 'and')).toMatchObject({ id: 'root', type: 'and', values: [{ id: 'x' }] });
    const count: FormulaNode = { id: 'n', type: 'notesMoreThanOrEq', value: 7 };
    expect(changeType(count, 'followersLessThanOrEq')).toEqual({
      id: 'n',
      type: 'followersLessThanOrEq',
      value: 7,
    });
    expect(changeType(count, 'isCat')).toEqual({ id: 'n', type: 'isCat' });
  });

  it('reads a stored formula, and gives a role that had none a local-users condition', () => {
    expect(formulaFromServer({})).toMatchObject({ type: 'isLocal' });
    expect(formulaFromServer({ id: 'q', type: 'not', value: { id: 'r', type: 'isBot' } })).toEqual({
      id: 'q',
      type: 'not',
      value: { id: 'r', type: 'isBot' },
    });
    expect(formulaFromServer({ type: 'or', values: [{ type: 'isAlien' }] })).toMatchObject({
      type: 'isLocal',
    });
  });

  it('finds the node that cannot be saved: a role not chosen, a count that is not a whole number', () => {
    expect(formulaProblem(or([newFormula('isLocal', 'ok')]))).toBeNull();
    expect(formulaProblem(or([newFormula('isLocal', 'ok'), newFormula('roleAssignedTo', 'bad')]))).toBe(
      'bad',
    );
    expect(formulaProblem({ id: 'half', type: 'notesMoreThanOrEq', value: 1.5 })).toBe('half');
  });
});
