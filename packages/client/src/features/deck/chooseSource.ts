import type { AccountApi } from '@/api';
import type { I18n } from '@/i18n';
import { type ModalController, openAlert, openSelect } from '@/ui';
import type { DeckColumn } from './model';

export type ChoosableType = 'list' | 'antenna' | 'channel' | 'roleTimeline';

export function isChoosable(type: DeckColumn['type']): type is ChoosableType {
  return type === 'list' || type === 'antenna' || type === 'channel' || type === 'roleTimeline';
}

/** The field of a column that holds what it follows. */
export const CHOSEN_FIELD = {
  list: 'listId',
  antenna: 'antennaId',
  channel: 'channelId',
  roleTimeline: 'roleId',
} as const satisfies Record<ChoosableType, keyof DeckColumn>;

type Named = { id: string; name: string };

/** What a column of this type can follow, by name. */
async function candidates(api: AccountApi, type: ChoosableType): Promise<Named[]> {
  switch (type) {
    case 'list':
      return api.call('users/lists/list', {});
    case 'antenna':
      return api.call('antennas/list', {});
    case 'channel': {
      // Followed and favourite channels, each once.
      const [followed, favorites] = await Promise.all([
        api.call('channels/followed', { limit: 100 }),
        api.call('channels/my-favorites', {}),
      ]);
      const seen = new Map<string, Named>();
      for (const channel of [...followed, ...favorites]) seen.set(channel.id, channel);
      return [...seen.values()];
    }
    case 'roleTimeline':
      return (await api.call('roles/list', {})).filter((role) => role.isPublic !== false);
  }
}

/**
 * Asks which list, antenna, channel or role a column follows. Answers the patch to apply (the
 * id, and the name when the column has none of its own yet), or null when cancelled.
 */
export async function chooseSource(
  api: AccountApi,
  modals: ModalController,
  i18n: I18n,
  column: DeckColumn & { type: ChoosableType },
): Promise<Partial<DeckColumn> | null> {
  const type = column.type;
  const options = await candidates(api, type);
  if (options.length === 0) {
    await openAlert(modals, {
      title: i18n.ts.deck.choose[type],
      text: i18n.ts.deck.nothingToChoose,
      okLabel: i18n.ts.ok,
    });
    return null;
  }
  const field = CHOSEN_FIELD[type];
  const current = column[field];
  const picked = await openSelect(modals, {
    title: i18n.ts.deck.choose[type],
    options: options.map((option) => ({ value: option.id, label: option.name })),
    default: typeof current === 'string' ? current : undefined,
  });
  if (picked.canceled) return null;
  const chosen = options.find((option) => option.id === picked.result);
  return { [field]: picked.result, ...(column.name === null && chosen ? { name: chosen.name } : {}) };
}
