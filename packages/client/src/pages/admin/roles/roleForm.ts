import type * as Misskey from 'misskey-js';
import { POLICY_ORDER, type PolicyKey as SharedPolicyKey } from '@/pages/settings/roles/policies';
import { type FormulaNode, formulaFromServer, formulaProblem } from './formula';

type Role = Misskey.entities.Role;

/**
 * The policies spec 000 §3 lists that this instance (and the forks it follows) applies:
 * misskey-js's RolePolicies, then the three switches and limits misskey-js does not type.
 * Servers that do not know one ignore it in a role and leave it out of `meta.policies`.
 */
export const EXTRA_POLICIES = ['canEditNote', 'canScheduleNote', 'emojiPickerProfileLimit'] as const;
export type PolicyKey = SharedPolicyKey | (typeof EXTRA_POLICIES)[number];
export const EDITABLE_POLICIES: readonly PolicyKey[] = [...POLICY_ORDER, ...EXTRA_POLICIES];

/** The instance's default policies as `meta` gives them. */
export type BasePolicies = Partial<Record<PolicyKey, unknown>>;

/** How a policy's value is edited. */
export type PolicyKind = 'boolean' | 'number' | 'chat' | 'list';

export function policyKind(key: PolicyKey): PolicyKind {
  if (key === 'chatAvailability') return 'chat';
  if (key === 'uploadableFileTypes') return 'list';
  return NUMBER_POLICIES.has(key) ? 'number' : 'boolean';
}

const NUMBER_POLICIES = new Set<PolicyKey>([
  'emojiPickerProfileLimit',
  'mentionLimit',
  'inviteLimit',
  'inviteLimitCycle',
  'inviteExpirationTime',
  'driveCapacityMb',
  'maxFileSizeMb',
  'pinLimit',
  'antennaLimit',
  'wordMuteLimit',
  'webhookLimit',
  'clipLimit',
  'noteEachClipsLimit',
  'userListLimit',
  'userEachUserListsLimit',
  'rateLimitFactor',
  'avatarDecorationLimit',
  'noteDraftLimit',
  'scheduledNoteLimit',
]);

export type Priority = 0 | 1 | 2;

/**
 * One policy as the editor holds it: numbers and file types as the text typed (checked on
 * save), a switch as a boolean, chat as its state.
 */
export interface PolicyDraft {
  useDefault: boolean;
  priority: Priority;
  value: boolean | string;
}

export interface RoleDraft {
  name: string;
  description: string;
  color: string;
  iconUrl: string;
  target: 'manual' | 'conditional';
  condFormula: FormulaNode;
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  canEditMembersByModerator: boolean;
  displayOrder: string;
  policies: Record<PolicyKey, PolicyDraft>;
}

/** A value as the editor shows it. */
export function policyText(key: PolicyKey, value: unknown): boolean | string {
  const kind = policyKind(key);
  if (kind === 'boolean') return value === true;
  if (kind === 'list') return Array.isArray(value) ? value.join('\n') : '';
  if (kind === 'chat') return typeof value === 'string' ? value : 'available';
  return typeof value === 'number' ? String(value) : '0';
}

/**
 * The editor's start: the role's fields, or a new role's (Misskey's defaults). A policy the
 * role says nothing of uses the default, showing the base value (`base`, the instance's).
 */
export function draftFromRole(role: Role | null, base: BasePolicies): RoleDraft {
  const policies = {} as Record<PolicyKey, PolicyDraft>;
  for (const key of EDITABLE_POLICIES) {
    const own = role?.policies[key] as
      | { useDefault?: boolean; priority?: number; value?: unknown }
      | undefined;
    const useDefault = own?.useDefault !== false;
    policies[key] = {
      useDefault,
      priority: own?.priority === 1 || own?.priority === 2 ? own.priority : 0,
      value: policyText(key, useDefault || own?.value === undefined ? base[key] : own.value),
    };
  }
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    color: role?.color ?? '',
    iconUrl: role?.iconUrl ?? '',
    target: role?.target ?? 'manual',
    condFormula: formulaFromServer(role?.condFormula),
    isPublic: role?.isPublic ?? false,
    isExplorable: role?.isExplorable ?? false,
    asBadge: role?.asBadge ?? false,
    isModerator: role?.isModerator ?? false,
    isAdministrator: role?.isAdministrator ?? false,
    canEditMembersByModerator: role?.canEditMembersByModerator ?? false,
    displayOrder: String(role?.displayOrder ?? 0),
    policies,
  };
}

/** What cannot be saved: which field (a policy key, or a role field) and why. */
export type DraftProblem =
  | { field: 'name' | 'displayOrder' | 'condFormula'; nodeId?: string }
  | { field: 'policy'; key: PolicyKey };

/** A policy's value for the server, or undefined when the text is not one. */
export function policyValue(key: PolicyKey, value: boolean | string): unknown {
  const kind = policyKind(key);
  if (kind === 'boolean') return value === true;
  const text = String(value).trim();
  if (kind === 'chat') return ['available', 'readonly', 'unavailable'].includes(text) ? text : undefined;
  if (kind === 'list')
    return text
      .split(/[\n,]/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Misskey's admin/roles/create (and update, with roleId) parameters, or the first problem. */
export function roleParams(
  draft: RoleDraft,
): { params: Record<string, unknown>; problem: null } | { params: null; problem: DraftProblem } {
  if (draft.name.trim() === '') return { params: null, problem: { field: 'name' } };
  if (!/^-?\d+$/.test(draft.displayOrder.trim())) return { params: null, problem: { field: 'displayOrder' } };
  if (draft.target === 'conditional') {
    const nodeId = formulaProblem(draft.condFormula);
    if (nodeId) return { params: null, problem: { field: 'condFormula', nodeId } };
  }
  const policies: Record<string, { useDefault: boolean; priority: Priority; value: unknown }> = {};
  for (const key of EDITABLE_POLICIES) {
    const entry = draft.policies[key];
    const value = policyValue(key, entry.value);
    if (value === undefined) {
      if (!entry.useDefault) return { params: null, problem: { field: 'policy', key } };
      policies[key] = { useDefault: true, priority: entry.priority, value: undefined };
      continue;
    }
    policies[key] = { useDefault: entry.useDefault, priority: entry.priority, value };
  }
  return {
    problem: null,
    params: {
      name: draft.name.trim(),
      description: draft.description,
      color: draft.color.trim() === '' ? null : draft.color.trim(),
      iconUrl: draft.iconUrl.trim() === '' ? null : draft.iconUrl.trim(),
      target: draft.target,
      condFormula: draft.target === 'conditional' ? draft.condFormula : {},
      isPublic: draft.isPublic,
      isExplorable: draft.isExplorable,
      asBadge: draft.asBadge,
      isModerator: draft.isModerator,
      isAdministrator: draft.isAdministrator,
      canEditMembersByModerator: draft.canEditMembersByModerator,
      displayOrder: Number(draft.displayOrder.trim()),
      policies,
    },
  };
}

/**
 * The base policies as the editor holds them (each its own value; no default, no priority).
 * Only those the server sent: a policy it does not know is not sent back as a made-up value.
 */
export function draftFromBase(base: BasePolicies): Partial<Record<PolicyKey, PolicyDraft>> {
  const policies: Partial<Record<PolicyKey, PolicyDraft>> = {};
  for (const key of EDITABLE_POLICIES)
    if (base[key] !== undefined)
      policies[key] = { useDefault: false, priority: 0, value: policyText(key, base[key]) };
  return policies;
}

/** admin/roles/update-default-policies' `policies`, or the first policy whose text is not a value. */
export function basePoliciesParams(
  draft: Partial<Record<PolicyKey, PolicyDraft>>,
): { policies: Record<string, unknown>; problem: null } | { policies: null; problem: PolicyKey } {
  const policies: Record<string, unknown> = {};
  for (const key of EDITABLE_POLICIES) {
    const entry = draft[key];
    if (!entry) continue;
    const value = policyValue(key, entry.value);
    if (value === undefined) return { policies: null, problem: key };
    policies[key] = value;
  }
  return { policies, problem: null };
}
