import { openApiErrorDialog } from '@/api';
import { openTextInput } from '@/ui';
import type { MenuUser, UserMenuDeps } from './userMenuActions';

/** Misskey's limit on a report's comment. */
const REPORT_MAX_LENGTH = 2048;

/**
 * Asks for a comment and files `users/report-abuse` about `user` for the moderators; says so
 * in a toast. The note menu starts the comment with the note's address, as Misskey does.
 */
export async function reportAbuse(
  deps: Pick<UserMenuDeps, 'api' | 'modals' | 'i18n' | 'toast'>,
  user: MenuUser,
  comment = '',
): Promise<void> {
  const { api, modals, i18n, toast } = deps;
  const t = i18n.ts.userMenu;
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  const answer = await openTextInput(modals, {
    title: i18n.t('userMenu.reportTitle', { acct }),
    text: t.reportText,
    label: t.reportComment,
    type: 'textarea',
    default: comment,
    minLength: 1,
    maxLength: REPORT_MAX_LENGTH,
    okLabel: t.reportSend,
  });
  if (answer.canceled) return;
  try {
    await api.call('users/report-abuse', { userId: user.id, comment: answer.result });
    toast(t.reported);
  } catch (error) {
    void openApiErrorDialog(modals, error, { endpoint: 'users/report-abuse' });
  }
}
