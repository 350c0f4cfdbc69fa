import { type Account, type AccountSession, fullAcct, hostOf } from '@/accounts';
import type { I18n } from '@/i18n';
import { type ModalController, openAlert, openSelect } from '@/ui';
import type { ColumnAccount, DeckColumn } from './model';

/** An account's handle with its server, as the column's avatar and name tell it: '@bob@example.com'. */
export function readerHandle(user: { username: string }, origin: string): string {
  return fullAcct({ username: user.username, host: null }, hostOf(origin));
}

/**
 * Asks which saved account a column reads as: the signed-in one first, then every other saved
 * account that passes its token check. Answers null for the signed-in account, the chosen
 * account otherwise, undefined when cancelled (or there is no other account to choose).
 */
export async function chooseColumnAccount(
  session: AccountSession,
  modals: ModalController,
  i18n: I18n,
  owner: Account,
  column: DeckColumn,
): Promise<ColumnAccount | null | undefined> {
  const t = i18n.ts.deck;
  const others = (await session.checkSavedAccounts()).flatMap((check) =>
    check.ok
      ? [
          {
            id: check.saved.id,
            origin: check.saved.origin,
            handle: readerHandle(check.user, check.saved.origin),
          },
        ]
      : [],
  );
  if (others.length === 0) {
    await openAlert(modals, { title: t.readAs, text: t.noOtherAccounts, okLabel: i18n.ts.ok });
    return undefined;
  }
  const options = [
    { value: '0', label: readerHandle(owner, owner.origin) },
    ...others.map((other, index) => ({ value: String(index + 1), label: other.handle })),
  ];
  const current = column.account;
  const at = current ? others.findIndex((o) => o.id === current.id && o.origin === current.origin) : -1;
  const picked = await openSelect(modals, { title: t.readAs, options, default: String(at + 1) });
  if (picked.canceled) return undefined;
  const chosen = others[Number(picked.result) - 1];
  return chosen ? { id: chosen.id, origin: chosen.origin } : null;
}
