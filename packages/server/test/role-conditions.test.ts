import { describe, expect, it } from 'vitest';
import {
  evalRoleCondition,
  invalidRoleCondition,
  type RoleConditionFacts,
} from '../src/services/role-conditions.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const DAY = 86_400;

/** A local, week-old account with 3 notes, 5 followers and 2 follows, holding role r1. */
const user: RoleConditionFacts = {
  isLocal: true,
  isSuspended: false,
  isLocked: true,
  isBot: false,
  isCat: true,
  isExplorable: true,
  createdAt: NOW - 7 * DAY * 1000,
  followersCount: 5,
  followingCount: 2,
  notesCount: 3,
  assignedRoleIds: new Set(['r1']),
};

const leaf = (type: string, extra: Record<string, unknown> = {}) => ({ id: type, type, ...extra });

describe("Misskey's role condition formula", () => {
  const cases: [string, unknown, boolean][] = [
    ['isLocal', leaf('isLocal'), true],
    ['isRemote', leaf('isRemote'), false],
    ['isSuspended', leaf('isSuspended'), false],
    ['isLocked', leaf('isLocked'), true],
    ['isBot', leaf('isBot'), false],
    ['isCat', leaf('isCat'), true],
    ['isExplorable', leaf('isExplorable'), true],
    ['created less than 8 days ago', leaf('createdLessThan', { sec: 8 * DAY }), true],
    ['created less than 6 days ago', leaf('createdLessThan', { sec: 6 * DAY }), false],
    ['created more than 6 days ago', leaf('createdMoreThan', { sec: 6 * DAY }), true],
    ['created more than 8 days ago', leaf('createdMoreThan', { sec: 8 * DAY }), false],
    ['followers ≤ 5 (bound included)', leaf('followersLessThanOrEq', { value: 5 }), true],
    ['followers ≤ 4', leaf('followersLessThanOrEq', { value: 4 }), false],
    ['followers ≥ 5', leaf('followersMoreThanOrEq', { value: 5 }), true],
    ['followers ≥ 6', leaf('followersMoreThanOrEq', { value: 6 }), false],
    ['following ≤ 2', leaf('followingLessThanOrEq', { value: 2 }), true],
    ['following ≥ 3', leaf('followingMoreThanOrEq', { value: 3 }), false],
    ['notes ≥ 1', leaf('notesMoreThanOrEq', { value: 1 }), true],
    ['notes ≤ 2', leaf('notesLessThanOrEq', { value: 2 }), false],
    ['holds r1', leaf('roleAssignedTo', { roleId: 'r1' }), true],
    ['holds r2', leaf('roleAssignedTo', { roleId: 'r2' }), false],
    ['and: all hold', { id: 'a', type: 'and', values: [leaf('isLocal'), leaf('isCat')] }, true],
    ['and: one fails', { id: 'a', type: 'and', values: [leaf('isLocal'), leaf('isBot')] }, false],
    ['and of nothing', { id: 'a', type: 'and', values: [] }, true],
    ['or: one holds', { id: 'o', type: 'or', values: [leaf('isBot'), leaf('isCat')] }, true],
    ['or: none holds', { id: 'o', type: 'or', values: [leaf('isBot'), leaf('isRemote')] }, false],
    ['or of nothing', { id: 'o', type: 'or', values: [] }, false],
    ['not', { id: 'n', type: 'not', value: leaf('isBot') }, true],
    ['not not', { id: 'n', type: 'not', value: { id: 'm', type: 'not', value: leaf('isBot') } }, false],
    ['unknown type', leaf('isAlien'), false],
    ['a count without its value', leaf('notesMoreThanOrEq'), false],
    ['no formula (a manual role’s {})', {}, false],
  ];
  it.each(cases)('%s', (_name, formula, expected) => {
    expect(evalRoleCondition(formula, user, NOW)).toBe(expected);
  });

  it('refuses malformed formulas and accepts the empty one', () => {
    expect(invalidRoleCondition({})).toBeNull();
    expect(invalidRoleCondition(leaf('notesMoreThanOrEq', { value: 0 }))).toBeNull();
    expect(invalidRoleCondition({ type: 'or', values: [leaf('isLocal'), leaf('isAlien')] })).toMatch(
      /isAlien/,
    );
    expect(invalidRoleCondition(leaf('createdLessThan'))).toMatch(/sec/);
    expect(invalidRoleCondition({ type: 'not' })).toMatch(/value/);
    expect(invalidRoleCondition([])).toMatch(/object/);
  });
});
