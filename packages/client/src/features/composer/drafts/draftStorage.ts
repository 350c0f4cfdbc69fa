import type { DraftData } from '../types';
import { type DraftType, draftKey, parseDraftKey, type StoredDraft } from './draftKey';

/**
 * Drafts live in localStorage, one entry per account: they must be readable synchronously when
 * the form opens and survive a crash, and localStorage writes are synchronous (a pagehide flush
 * cannot wait for IndexedDB).
 */
export interface DraftAccount {
  id: string;
  origin: string;
}

export function draftStorageKey(account: DraftAccount): string {
  return `shiori:drafts:${account.id}@${new URL(account.origin).host}`;
}

/** Misskey's older store: one object for every account, keyed `note:{userId}`, `reply:{noteId}`… */
export const LEGACY_DRAFTS_KEY = 'drafts';

type DraftMap = Record<string, StoredDraft>;

const DEFAULT_DATA: DraftData = {
  text: '',
  useCw: false,
  cw: null,
  visibility: 'public',
  localOnly: false,
  files: [],
  poll: null,
  visibleUserIds: [],
  quoteId: null,
  reactionAcceptance: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills in whatever an older or damaged record lacks, so the form always gets every field. */
export function normalizeDraftData(value: unknown): DraftData {
  const raw = isRecord(value) ? value : {};
  const visibility = ['public', 'home', 'followers', 'specified'].includes(raw.visibility as string)
    ? (raw.visibility as DraftData['visibility'])
    : DEFAULT_DATA.visibility;
  return {
    text: typeof raw.text === 'string' ? raw.text : '',
    useCw: raw.useCw === true,
    cw: typeof raw.cw === 'string' ? raw.cw : null,
    visibility,
    localOnly: raw.localOnly === true,
    files: Array.isArray(raw.files) ? (raw.files as DraftData['files']) : [],
    poll: isRecord(raw.poll) ? (raw.poll as unknown as DraftData['poll']) : null,
    visibleUserIds: Array.isArray(raw.visibleUserIds)
      ? raw.visibleUserIds.filter((id): id is string => typeof id === 'string')
      : [],
    quoteId: typeof raw.quoteId === 'string' ? raw.quoteId : null,
    reactionAcceptance: (typeof raw.reactionAcceptance === 'string'
      ? raw.reactionAcceptance
      : null) as DraftData['reactionAcceptance'],
  };
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function readDrafts(storage: Storage, account: DraftAccount): DraftMap {
  const raw = readJson(storage, draftStorageKey(account));
  if (!isRecord(raw)) return {};
  const drafts: DraftMap = {};
  for (const [key, value] of Object.entries(raw)) {
    const parts = parseDraftKey(key);
    if (!parts || !isRecord(value)) continue;
    drafts[key] = {
      key,
      ...parts,
      updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : new Date(0).toISOString(),
      data: normalizeDraftData(value.data),
    };
  }
  return drafts;
}

export function writeDrafts(storage: Storage, account: DraftAccount, drafts: DraftMap): void {
  const key = draftStorageKey(account);
  if (Object.keys(drafts).length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(drafts));
}

/**
 * Maps a key of the older store to this account's draft identifiers. `note:{userId}` belongs to
 * that user only; reply, renote and channel keys carry no owner, so the first account to migrate
 * takes them (better one account sees them than nobody). Returns null for other accounts' keys.
 */
export function legacyKeyToDraft(
  legacyKey: string,
  accountId: string,
): { type: DraftType; uniqueId: string | null; auxId: string | null } | null {
  const channel = /^channel:([^:]+?)(?=reply:|renote:|$)/.exec(legacyKey);
  const rest = channel ? legacyKey.slice(channel[0].length) : legacyKey;
  const channelId = channel?.[1] ?? null;
  const reply = /^reply:(.+)$/.exec(rest);
  if (reply) return { type: 'reply', uniqueId: reply[1] ?? null, auxId: channelId };
  const renote = /^renote:(.+)$/.exec(rest);
  if (renote) return { type: 'quote', uniqueId: renote[1] ?? null, auxId: channelId };
  if (channelId && rest === '') return { type: 'channel', uniqueId: channelId, auxId: null };
  const note = /^note:(.+)$/.exec(rest);
  if (note && !channelId) return note[1] === accountId ? { type: 'note', uniqueId: null, auxId: null } : null;
  if (rest === 'note' && !channelId) return { type: 'note', uniqueId: null, auxId: null };
  return null;
}

/**
 * Moves this account's drafts out of the older single store (once: what moves is deleted from
 * it, and the old key is removed when nothing is left). A newer draft with the same key wins.
 */
export function migrateLegacyDrafts(storage: Storage, account: DraftAccount): void {
  const legacy = readJson(storage, LEGACY_DRAFTS_KEY);
  if (legacy === null) return;
  if (!isRecord(legacy)) {
    storage.removeItem(LEGACY_DRAFTS_KEY);
    return;
  }
  const drafts = readDrafts(storage, account);
  const remaining: Record<string, unknown> = {};
  let moved = false;
  for (const [legacyKey, entry] of Object.entries(legacy)) {
    const target = legacyKeyToDraft(legacyKey, account.id);
    if (!target) {
      remaining[legacyKey] = entry;
      continue;
    }
    moved = true;
    if (!isRecord(entry)) continue;
    const key = draftKey(target.type, target.uniqueId, target.auxId);
    const updatedAt =
      typeof entry.updatedAt === 'string' && !Number.isNaN(Date.parse(entry.updatedAt))
        ? new Date(entry.updatedAt).toISOString()
        : new Date().toISOString();
    const existing = drafts[key];
    if (existing && existing.updatedAt >= updatedAt) continue;
    drafts[key] = { key, ...target, updatedAt, data: normalizeDraftData(entry.data) };
  }
  if (moved) writeDrafts(storage, account, drafts);
  if (Object.keys(remaining).length === 0) storage.removeItem(LEGACY_DRAFTS_KEY);
  else if (moved) storage.setItem(LEGACY_DRAFTS_KEY, JSON.stringify(remaining));
}
