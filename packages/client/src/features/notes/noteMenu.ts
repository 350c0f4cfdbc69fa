import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { pluginActionItems } from '../plugins';
import type { Note } from './noteStore';

export interface NoteMenuActions {
  copyLink(): void;
  copyContent(): void;
  /** Given only when the account's server offers favorites (issue 20: an older server may not). */
  toggleFavorite?(): void;
  /** Opens the clip picker (issue 19); given only when the server offers clips. */
  clip?(): void;
  openInWindow(): void;
  share(): void;
  remove(): void;
  removeAndEdit(): void;
  /** Edit in place with notes/update; given only when the author's policy allows editing. */
  edit?(): void;
  /** Pin to or unpin from one's profile (`i/pin`, `i/unpin`); own notes only. */
  togglePin?(): void;
  /** Reports the note's author with the note's address in the comment; someone else's note only. */
  report?(): void;
  /** Shows the note's translation; given only when the server translates and the policy allows. */
  translate?(): void;
}

/**
 * The note's "More" menu: copy link/content, favorite or unfavorite (per `notes/state`),
 * page window, share, and for the author delete / delete and edit. Someone else's note gets
 * the user menu of its author (`authorItems`: mute, block, report) as a submenu named by
 * their handle, so the note's own actions stay first and short.
 */
export function noteMenuItems(
  note: Note,
  viewer: { id: string; isModerator?: boolean; pinnedNoteIds?: readonly string[] } | null,
  isFavorited: boolean,
  i18n: I18n,
  actions: NoteMenuActions,
  authorItems: MenuItem[] = [],
): MenuItem[] {
  const t = i18n.ts.notes;
  const items: MenuItem[] = [
    { type: 'button', text: t.copyLink, action: actions.copyLink },
    ...(note.text || note.cw
      ? [{ type: 'button' as const, text: t.copyContent, action: actions.copyContent }]
      : []),
  ];
  if (viewer) {
    if (actions.toggleFavorite) {
      items.push({
        type: 'button',
        text: isFavorited ? t.unfavorite : t.favorite,
        action: actions.toggleFavorite,
      });
    }
    if (actions.clip) items.push({ type: 'button', text: i18n.ts.clips.clip, action: actions.clip });
    if (viewer.id === note.userId && actions.togglePin) {
      const pinned = viewer.pinnedNoteIds?.includes(note.id) === true;
      const text = pinned ? i18n.ts.profileExtras.unpin : i18n.ts.profileExtras.pin;
      items.push({ type: 'button', text, action: actions.togglePin });
    }
  }
  items.push(
    { type: 'button', text: t.openInWindow, action: actions.openInWindow },
    { type: 'button', text: t.share, action: actions.share },
    ...(viewer && note.text && actions.translate
      ? [{ type: 'button' as const, text: i18n.ts.noteTranslation.translate, action: actions.translate }]
      : []),
    // Actions plugins registered (Plugin:register_note_action), after a divider.
    ...pluginActionItems('noteAction', note),
  );
  const mine = viewer !== null && viewer.id === note.userId;
  if (viewer && !mine && actions.report)
    items.push({ type: 'button', text: i18n.ts.userMenu.report, danger: true, action: actions.report });
  if (viewer && !mine && authorItems.length > 0) {
    const acct = note.user.host ? `@${note.user.username}@${note.user.host}` : `@${note.user.username}`;
    items.push(
      { type: 'divider' },
      { type: 'parent', text: i18n.t('userMenu.authorMenu', { acct }), children: authorItems },
    );
  }
  if (mine || viewer?.isModerator) {
    items.push({ type: 'divider' });
    if (mine && actions.edit)
      items.push({ type: 'button', text: i18n.ts.composer.editNote, action: actions.edit });
    if (mine)
      items.push({ type: 'button', text: t.deleteAndEdit, danger: true, action: actions.removeAndEdit });
    items.push({ type: 'button', text: t.delete, danger: true, action: actions.remove });
  }
  return items;
}
