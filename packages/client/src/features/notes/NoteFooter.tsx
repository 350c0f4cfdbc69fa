import { IconArrowBackUp, IconDots, IconRepeat } from '@tabler/icons-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useServerOffers } from '@/instance/capabilities';
import { useSetting } from '@/settings';
import {
  LiveMenuItems,
  MenuButton,
  type MenuItem,
  menuAsDrawer,
  openConfirm,
  openContextMenu,
  useModals,
  useToast,
  useUiPreferences,
} from '@/ui';
import { useWindows } from '@/windows';
import { openClipPicker } from '../clips';
import { canEditNotes } from '../composer/schedule';
import { usePostBox } from '../postbox/PostBox';
import { reportAbuse, useUserMenu } from '../userMenu';
import styles from './Note.module.css';
import { useNoteStore } from './NoteStoreContext';
import type { NoteMenuOpener } from './noteContextMenu';
import { noteUrl } from './noteLinks';
import { noteMenuItems } from './noteMenu';
import type { Note } from './noteStore';
import { ReactButton } from './reactions/ReactButton';
import { openSigninRequired } from './signinRequired';

const ClipFooterButton = lazy(() => import('./ClipFooterButton'));
const NoteTranslation = lazy(() => import('./NoteTranslation'));

// A note's actions: reply, renote or quote, react, and the menu of everything else.

/** `menuOpener`: filled with what opens the "…" menu at the pointer (the note's right click). */
export function NoteFooter({
  note,
  menuOpener,
}: {
  note: Note;
  menuOpener?: RefObject<NoteMenuOpener | null>;
}) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const store = useNoteStore();
  const windows = useWindows();
  const postBox = usePostBox();
  const { api, account, updateMe } = useAccountContext();
  const [favorited, setFavorited] = useState(false);
  // How many times Translate was chosen: 0 shows none, each choice asks again.
  const [translations, setTranslations] = useState(0);
  const { meta } = useInstance();
  // Favorites and clips are left out of the menu on a server without them (issue 20).
  const offers = useServerOffers(api);
  const authorMenu = useUserMenu(note.user);
  const othersNote = account !== null && account.id !== note.userId;
  const [onlyOnHover] = useSetting('showNoteActionsOnlyHover');
  const [clipInFooter] = useSetting('showClipButtonInNoteFooter');
  const t = i18n.ts.notes;

  const needAccount = (): boolean => {
    if (account) return true;
    void openSigninRequired(modals, i18n);
    return false;
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t.copied);
    } catch {
      // Clipboard refused (not focused, no permission): nothing else to do.
    }
  };

  /** Deletes the note and shows it deleted; false (after the error dialog) when the server refused. */
  const deleteNote = async (): Promise<boolean> => {
    try {
      await api.call('notes/delete', { noteId: note.id });
      store.update(note.id, (current) => ({ ...current, deletedAt: new Date().toISOString() }));
      return true;
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'notes/delete' });
      return false;
    }
  };

  const renoteItems: MenuItem[] = [
    {
      type: 'button',
      text: t.renote,
      action: () => {
        if (!needAccount()) return;
        api
          .call('notes/create', {
            renoteId: note.id,
            visibility: note.visibility === 'public' ? 'public' : 'home',
          })
          .then(() => toast(t.renoted))
          .catch((error) => openApiErrorDialog(modals, error, { endpoint: 'notes/create' }));
      },
    },
    {
      type: 'button',
      text: t.quote,
      action: () => {
        if (needAccount()) void postBox.open({ renote: note });
      },
    },
  ];

  const moreItems = noteMenuItems(
    note,
    account
      ? {
          id: account.id,
          isModerator: account.isModerator || account.isAdmin,
          pinnedNoteIds: account.pinnedNoteIds,
        }
      : null,
    favorited,
    i18n,
    {
      copyLink: () => void copy(noteUrl(note.id)),
      copyContent: () => void copy([note.cw, note.text].filter(Boolean).join('\n\n')),
      toggleFavorite: !offers('favorites')
        ? undefined
        : () => {
            const endpoint = favorited ? 'notes/favorites/delete' : 'notes/favorites/create';
            api
              .call(endpoint, { noteId: note.id })
              .then(() => {
                setFavorited(!favorited);
                toast(favorited ? t.unfavorited : t.favorited);
              })
              .catch((error) => openApiErrorDialog(modals, error, { endpoint }));
          },
      clip: offers('clips') ? () => void openClipPicker(modals, api, note.id) : undefined,
      togglePin: () => {
        const pinned = account?.pinnedNoteIds?.includes(note.id) === true;
        const endpoint = pinned ? 'i/unpin' : 'i/pin';
        api
          .call(endpoint, { noteId: note.id })
          .then((me) => {
            // The answer is the fresh account, so the menu and the profile agree at once.
            updateMe(me);
            toast(pinned ? i18n.ts.profileExtras.unpinned : i18n.ts.profileExtras.pinned);
          })
          .catch((error) => openApiErrorDialog(modals, error, { endpoint }));
      },
      // Misskey's condition: the server has a translator and the account's policy allows it.
      translate:
        meta?.translatorAvailable && account?.policies.canUseTranslator
          ? () => setTranslations((n) => n + 1)
          : undefined,
      report: () => void reportAbuse({ api, modals, i18n, toast }, note.user, `${noteUrl(note.id)}\n`),
      openInWindow: () => windows.openPageWindow(`/notes/${note.id}`),
      share: () => {
        const url = noteUrl(note.id);
        if (typeof navigator.share === 'function') {
          navigator.share({ url, text: note.text ?? undefined }).catch(() => {});
        } else void copy(url);
      },
      remove: async () => {
        const ok = await openConfirm(modals, {
          title: t.deleteConfirm,
          okLabel: t.delete,
          cancelLabel: t.cancel,
          danger: true,
        });
        if (!ok) return;
        await deleteNote();
      },
      edit: canEditNotes(account?.policies as Record<string, unknown> | undefined)
        ? () =>
            void postBox.open({ mode: 'update', initialNote: note }).then((edited) => {
              if (edited)
                store.update(note.id, (current) => ({ ...current, text: edited.text, cw: edited.cw }));
            })
        : undefined,
      removeAndEdit: async () => {
        const ok = await openConfirm(modals, {
          title: t.deleteAndEdit,
          text: t.deleteAndEditConfirm,
          okLabel: t.deleteAndEdit,
          cancelLabel: t.cancel,
          danger: true,
        });
        if (!ok || !(await deleteNote())) return;
        // The deleted note's every field (text, CW, visibility, poll, files…) comes back.
        void postBox.open({
          reply: note.reply ?? null,
          renote: note.renote ?? null,
          initialNote: note,
        });
      },
    },
    othersNote ? authorMenu.items : [],
  );

  const onMoreOpen = (open: boolean) => {
    if (!open || !account) return;
    if (othersNote) authorMenu.onOpenChange(true);
    api
      .call('notes/state', { noteId: note.id })
      .then((state) => setFavorited(state.isFavorited))
      .catch(() => {});
  };

  // The same items at the pointer: live, so the favorite state read on opening shows in it.
  const { menuStyle } = useUiPreferences();
  const liveMore = useRef<LiveMenuItems | null>(null);
  liveMore.current ??= new LiveMenuItems(moreItems);
  useEffect(() => {
    liveMore.current?.set(moreItems);
    if (!menuOpener) return;
    menuOpener.current = (event) => {
      onMoreOpen(true);
      const items = liveMore.current ?? moreItems;
      void openContextMenu(modals, event, items, { label: t.more, drawer: menuAsDrawer(menuStyle) });
    };
  });

  return (
    <>
      {translations > 0 && (
        <Suspense fallback={null}>
          <NoteTranslation key={translations} api={api} noteId={note.id} />
        </Suspense>
      )}
      {/* Hidden until hover only by opacity (features/appearance/appearance.css): the buttons stay
        in the tab order and show while one of them has focus. */}
      <footer className={styles.footer} data-hover-only={onlyOnHover || undefined}>
        <button
          type="button"
          className={styles.action}
          title={t.reply}
          onClick={() => {
            if (needAccount()) void postBox.open({ reply: note });
          }}
        >
          {/* Named by text, so the visible count stays part of the name (WCAG 2.5.3). */}
          <span className="visually-hidden">{t.reply}</span>
          <IconArrowBackUp size={18} aria-hidden="true" />
          {note.repliesCount > 0 && <span className={styles.actionCount}>{note.repliesCount}</span>}
        </button>
        <MenuButton label={t.renote} items={renoteItems} className={styles.action}>
          <IconRepeat size={18} aria-hidden="true" />
          {note.renoteCount > 0 && <span className={styles.actionCount}>{note.renoteCount}</span>}
        </MenuButton>
        <ReactButton note={note} />
        {clipInFooter && account && offers('clips') && (
          <Suspense fallback={null}>
            <ClipFooterButton api={api} noteId={note.id} />
          </Suspense>
        )}
        <MenuButton label={t.more} items={moreItems} className={styles.action} onOpenChange={onMoreOpen}>
          <IconDots size={18} aria-hidden="true" />
        </MenuButton>
      </footer>
    </>
  );
}
