import { antennaSource } from '@/features/antennas/antennaSource';
import { channelSource } from '@/features/channels/channelSource';
import { userListSource } from '@/features/lists/listSource';
import type { TimelineSetting } from '@/settings';
import type { NoteSource } from './sources';

/** The sources the home header reaches through its "More timelines" menu. */
export const CHOSEN_KINDS = ['list', 'antenna', 'channel'] as const;
export type ChosenKind = (typeof CHOSEN_KINDS)[number];

/** A list, antenna or channel shown in place in the home timeline. */
export interface ChosenSource {
  kind: ChosenKind;
  id: string;
}

/** Where each kind's id lives in the `tl` setting (a device-and-account setting, never synced). */
const ID_FIELD = { list: 'userList', antenna: 'antenna', channel: 'channel' } as const;

/** The list, antenna or channel the saved setting shows, if it shows one. */
export function chosenSourceOf(tl: TimelineSetting): ChosenSource | null {
  const kind = CHOSEN_KINDS.find((candidate) => candidate === tl.src);
  if (!kind) return null;
  const id = tl[ID_FIELD[kind]];
  return id ? { kind, id } : null;
}

/** The setting showing `choice`; its name is kept so the tab draws before the lookup answers. */
export function withChosenSource(tl: TimelineSetting, choice: ChosenSource, name: string): TimelineSetting {
  return { ...tl, src: choice.kind, [ID_FIELD[choice.kind]]: choice.id, name };
}

/** The setting back on a plain source, forgetting the chosen one (it was deleted, or another tab was picked). */
export function withPlainSource(tl: TimelineSetting, src: TimelineSetting['src']): TimelineSetting {
  const kind = CHOSEN_KINDS.find((candidate) => candidate === tl.src);
  return kind ? { ...tl, src, [ID_FIELD[kind]]: null, name: null } : { ...tl, src };
}

/** The tab key of a chosen source; pinned lists use the same keys, so a pinned list is one tab. */
export function chosenTabKey({ kind, id }: ChosenSource): string {
  return `${kind}-${id}`;
}

/**
 * The timeline source of a choice: the same objects as the list, antenna and channel pages, so
 * the reading position is shared with them (it is keyed by the source).
 */
export function noteSourceOf({ kind, id }: ChosenSource): NoteSource {
  if (kind === 'list') return userListSource(id);
  if (kind === 'antenna') return antennaSource(id);
  return channelSource(id);
}

/** How each kind is looked up, and Misskey's error code when it no longer exists. */
export const LOOKUPS = {
  list: { endpoint: 'users/lists/show', param: 'listId', gone: 'NO_SUCH_LIST' },
  antenna: { endpoint: 'antennas/show', param: 'antennaId', gone: 'NO_SUCH_ANTENNA' },
  channel: { endpoint: 'channels/show', param: 'channelId', gone: 'NO_SUCH_CHANNEL' },
} as const;
