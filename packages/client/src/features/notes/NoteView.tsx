import {
  IconArrowBackUp,
  IconDots,
  IconHome,
  IconLock,
  IconMail,
  IconPencil,
  IconRepeat,
  IconRobot,
  IconRocketOff,
} from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { memo, useState } from 'react';
import { useAccountContext, useAccountId } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { formatDate, RelativeTime, useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import { MenuButton, type MenuItem, openConfirm, useModals, useToast } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { displayName, UserName } from '@/users/UserName';
import { useWindows } from '@/windows';
import { canEditNotes } from '../composer/schedule';
import { usePostBox } from '../postbox/PostBox';
import { MediaList } from './media';
import styles from './Note.module.css';
import { useNote, useNoteStore, useNoteSubscription } from './NoteStoreContext';
import { NoteText } from './NoteText';
import { noteMenuItems } from './noteMenu';
import type { Note } from './noteStore';
import { PollView } from './PollView';
import { ReactionsBar } from './ReactionsBar';
import { ReactButton } from './reactions/ReactButton';
import { cwSummary, isPureRenote, shouldCollapse, shouldCollapseRenote } from './rules';
import { openSigninRequired } from './signinRequired';

type User = Misskey.entities.UserLite;

export function acctPath(user: Pick<User, 'username' | 'host'>): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

export function noteUrl(id: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return new URL(`${base}/notes/${id}`, window.location.origin).href;
}

/**
 * One note in a list, live while mounted (note subscription). A reply shows its parent above
 * unless `withParent` is false (the note page's replies and conversation already show it).
 *
 * Memoised on its two plain props: a virtual list calls its item renderer for every note in
 * range each time it re-renders (a new range, a measured height), and without this each
 * mounted note rendered about four times per scroll step. The note's own changes still come
 * through its store subscription.
 */
export const NoteView = memo(function NoteView({
  noteId,
  withParent = true,
}: {
  noteId: string;
  withParent?: boolean;
}) {
  const note = useNote(noteId);
  useNoteSubscription(noteId);
  const accountId = useAccountId();
  const [collapseRenotes] = useSetting('collapseRenotes');
  const [expandedRenote, setExpandedRenote] = useState(false);
  const i18n = useI18n();
  if (!note) return null;
  if (isPureRenote(note) && note.renoteId) {
    const renoter = note.user;
    const collapsed = !expandedRenote && shouldCollapseRenote(note, accountId, collapseRenotes);
    return (
      <div className={styles.renoteWrap}>
        <p className={styles.renoteLine}>
          <IconRepeat size={16} aria-hidden="true" />
          <Link to={acctPath(renoter)} className={styles.renoter}>
            <UserAvatar user={renoter} size={20} />
            <RenotedBy renoter={renoter} />
          </Link>
          <Link to={`/notes/${note.id}`} className={styles.time}>
            <RelativeTime time={note.createdAt} />
          </Link>
          {collapsed && (
            <button type="button" className={styles.linkButton} onClick={() => setExpandedRenote(true)}>
              {i18n.ts.notes.showMore}
            </button>
          )}
        </p>
        {!collapsed && (
          <RenotedNote id={note.renoteId} fallback={note.renote ?? null} withParent={withParent} />
        )}
      </div>
    );
  }
  return <NoteCard note={note} withParent={withParent} />;
});

function RenotedNote({
  id,
  fallback,
  withParent,
}: {
  id: string;
  fallback: Note | null;
  withParent: boolean;
}) {
  const note = useNote(id) ?? fallback;
  useNoteSubscription(id);
  if (!note) return null;
  return <NoteCard note={note} withParent={withParent} />;
}

/** The note page's big note: larger text, the full date and counts. */
export function NoteDetailed({ noteId }: { noteId: string }) {
  const note = useNote(noteId);
  useNoteSubscription(noteId);
  if (!note) return null;
  return <NoteCard note={note} detailed />;
}

interface NoteCardProps {
  note: Note;
  detailed?: boolean;
  /** Inside another note (a reply's parent, a quote): no actions or reactions. */
  compact?: boolean;
  /** Show a reply's parent above it (default true). */
  withParent?: boolean;
}

export function NoteCard({ note, detailed, compact, withParent = true }: NoteCardProps) {
  const i18n = useI18n();
  const parent = useNote(note.replyId) ?? note.reply ?? null;
  if (note.deletedAt) {
    return (
      <article className={styles.note} data-state="deleted">
        <p className={styles.muted}>{i18n.ts.notes.deleted}</p>
      </article>
    );
  }
  if (note.isHidden) {
    return (
      <article className={styles.note} data-state="hidden">
        <p className={styles.muted}>{i18n.ts.notes.hidden}</p>
      </article>
    );
  }
  return (
    <article
      className={`${styles.note} ${detailed ? styles.detailed : ''} ${compact ? styles.compact : ''}`}
      aria-label={i18n.t('notes.note', { name: displayName(note.user) })}
    >
      {parent && withParent && !detailed && !compact && (
        <div className={styles.parent}>
          <NoteCard note={parent} compact />
        </div>
      )}
      <div className={styles.main}>
        <Avatar user={note.user} size={compact ? 32 : detailed ? 52 : 44} />
        <div className={styles.content}>
          <NoteHeader note={note} detailed={detailed} />
          <NoteBody note={note} detailed={detailed} />
          {detailed && <DetailedInfo note={note} />}
          {!compact && <ReactionsBar note={note} />}
          {!compact && <NoteFooter note={note} />}
        </div>
      </div>
    </article>
  );
}

function Avatar({ user, size }: { user: User; size: number }) {
  return (
    <Link
      to={acctPath(user)}
      className={styles.avatar}
      aria-label={`@${user.username}${user.host ? `@${user.host}` : ''}`}
    >
      <UserAvatar user={user} size={size} />
      {user.avatarDecorations?.map((decoration) =>
        /^https?:\/\//i.test(decoration.url) ? (
          <img
            key={decoration.id}
            src={decoration.url}
            alt=""
            className={styles.decoration}
            style={{
              transform: `rotate(${decoration.angle ?? 0}turn) scaleX(${decoration.flipH ? -1 : 1}) translate(${(decoration.offsetX ?? 0) * 100}%, ${(decoration.offsetY ?? 0) * 100}%)`,
            }}
          />
        ) : null,
      )}
      {user.onlineStatus !== 'unknown' && (
        <span className={styles.status} data-status={user.onlineStatus} title={user.onlineStatus} />
      )}
    </Link>
  );
}

function VisibilityMark({ note }: { note: Note }) {
  const i18n = useI18n();
  const label = i18n.ts.notes.visibility[note.visibility];
  const Icon =
    note.visibility === 'home'
      ? IconHome
      : note.visibility === 'followers'
        ? IconLock
        : note.visibility === 'specified'
          ? IconMail
          : null;
  return (
    <>
      {Icon && (
        <span className={styles.mark} role="img" aria-label={label} title={label}>
          <Icon size={14} aria-hidden="true" />
        </span>
      )}
      {note.localOnly && (
        <span
          className={styles.mark}
          role="img"
          aria-label={i18n.ts.notes.localOnly}
          title={i18n.ts.notes.localOnly}
        >
          <IconRocketOff size={14} aria-hidden="true" />
        </span>
      )}
    </>
  );
}

/**
 * "{name} renoted", with the name drawn as names are everywhere (emoji as pictures): the
 * translated sentence is split where the name goes, so each language keeps its word order.
 */
function RenotedBy({ renoter }: { renoter: User }) {
  const i18n = useI18n();
  const [before, after] = i18n.t('notes.renotedBy', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <span>
      {before}
      {after !== undefined && <UserName user={renoter} />}
      {after}
    </span>
  );
}

/** Never in a translation: marks where a name goes in a sentence. */
const NAME_SLOT = '\u0000';

function NoteHeader({ note, detailed }: { note: Note; detailed?: boolean }) {
  const i18n = useI18n();
  const [ticker] = useSetting('instanceTicker');
  const user = note.user;
  const showTicker = ticker === 'always' || (ticker === 'remote' && user.host !== null);
  const updatedAt = (note as Note & { updatedAt?: string | null }).updatedAt;
  return (
    <header className={styles.header}>
      <Link to={acctPath(user)} className={styles.name}>
        <NoteText text={displayName(user)} emojis={user.emojis} author={user} plain />
      </Link>
      <span className={styles.acct}>
        @{user.username}
        {user.host ? `@${user.host}` : ''}
      </span>
      {user.isBot && (
        <span className={styles.badge} role="img" aria-label={i18n.ts.notes.bot} title={i18n.ts.notes.bot}>
          <IconRobot size={14} aria-hidden="true" />
        </span>
      )}
      {user.badgeRoles?.map((role) =>
        role.iconUrl && /^https?:\/\//i.test(role.iconUrl) ? (
          <img
            key={role.name}
            src={role.iconUrl}
            alt={role.name}
            title={role.name}
            className={styles.roleIcon}
          />
        ) : null,
      )}
      <span className={styles.headerEnd}>
        {updatedAt && (
          <span
            className={styles.mark}
            role="img"
            aria-label={i18n.ts.notes.edited}
            title={i18n.ts.notes.edited}
          >
            <IconPencil size={14} aria-hidden="true" />
          </span>
        )}
        <VisibilityMark note={note} />
        {detailed ? (
          <span className={styles.time}>{formatDate(note.createdAt, i18n.lang)}</span>
        ) : (
          <Link to={`/notes/${note.id}`} className={styles.time}>
            <RelativeTime time={note.createdAt} />
          </Link>
        )}
      </span>
      {showTicker && (
        <span className={styles.ticker} style={tickerStyle(user.instance?.themeColor)}>
          {user.instance?.name ?? user.host ?? window.location.host}
        </span>
      )}
      {note.channel && (
        <Link to={`/channels/${note.channel.id}`} className={styles.channel}>
          {i18n.t('notes.channel', { name: note.channel.name })}
        </Link>
      )}
    </header>
  );
}

/** The instance's colour behind dark or white text, whichever reads better; the theme's otherwise. */
export function tickerStyle(
  color: string | null | undefined,
): { background: string; color: string } | undefined {
  const hex = color && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return { background: `#${full}`, color: luminance > 0.18 ? '#000' : '#fff' };
}

function cwLabel(note: Note, i18n: ReturnType<typeof useI18n>): string {
  const s = cwSummary(note);
  const parts: string[] = [];
  if (s.characters) parts.push(i18n.t('notes.cwCharacters', { n: s.characters }));
  if (s.hasQuote) parts.push(i18n.ts.notes.cwQuote);
  if (s.files) parts.push(i18n.t('notes.cwFiles', { n: s.files }));
  if (s.hasPoll) parts.push(i18n.ts.notes.cwPoll);
  return parts.length ? `${i18n.ts.notes.showContent} (${parts.join(', ')})` : i18n.ts.notes.showContent;
}

function NoteBody({ note, detailed }: { note: Note; detailed?: boolean }) {
  const i18n = useI18n();
  const [revealed, setRevealed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const collapsible = !detailed && shouldCollapse(note);
  const quote =
    useNote(isPureRenote(note) ? null : note.renoteId) ?? (isPureRenote(note) ? null : note.renote) ?? null;

  const inner = (
    <>
      {note.text && (
        // A div, not a p: the MFM inside has block elements (quotes, code, centre).
        <div className={detailed ? styles.bigText : styles.bodyText}>
          <NoteText text={note.text} emojis={note.emojis} author={note.user} />
        </div>
      )}
      {note.files && note.files.length > 0 && <MediaList files={note.files} />}
      {note.poll && <PollView note={note} />}
      {quote && (
        <div className={styles.quote}>
          <NoteCard note={quote} compact />
        </div>
      )}
    </>
  );

  if (note.cw != null) {
    return (
      <div className={styles.body}>
        <div className={styles.cw}>
          <NoteText text={note.cw} emojis={note.emojis} author={note.user} />
        </div>
        <button
          type="button"
          className={styles.cwButton}
          aria-expanded={revealed}
          onClick={() => setRevealed(!revealed)}
        >
          {revealed ? i18n.ts.notes.hideContent : cwLabel(note, i18n)}
        </button>
        {revealed && inner}
      </div>
    );
  }
  if (collapsible) {
    return (
      <div className={styles.body}>
        <div className={expanded ? undefined : styles.collapsed} data-testid="note-collapsible">
          {inner}
        </div>
        <button
          type="button"
          className={styles.collapseButton}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? i18n.ts.notes.showLess : i18n.ts.notes.showMore}
        </button>
      </div>
    );
  }
  return <div className={styles.body}>{inner}</div>;
}

function DetailedInfo({ note }: { note: Note }) {
  const i18n = useI18n();
  return (
    <p className={styles.counts}>
      <span>
        <strong>{note.repliesCount}</strong> {i18n.ts.notes.replies}
      </span>
      <span>
        <strong>{note.renoteCount}</strong> {i18n.ts.notes.renotes}
      </span>
      <span>
        <strong>{note.reactionCount}</strong> {i18n.ts.notes.reactions}
      </span>
    </p>
  );
}

function NoteFooter({ note }: { note: Note }) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const store = useNoteStore();
  const windows = useWindows();
  const postBox = usePostBox();
  const { api, account } = useAccountContext();
  const [favorited, setFavorited] = useState(false);
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
    account ? { id: account.id, isModerator: account.isModerator || account.isAdmin } : null,
    favorited,
    i18n,
    {
      copyLink: () => void copy(noteUrl(note.id)),
      copyContent: () => void copy([note.cw, note.text].filter(Boolean).join('\n\n')),
      toggleFavorite: () => {
        const endpoint = favorited ? 'notes/favorites/delete' : 'notes/favorites/create';
        api
          .call(endpoint, { noteId: note.id })
          .then(() => {
            setFavorited(!favorited);
            toast(favorited ? t.unfavorited : t.favorited);
          })
          .catch((error) => openApiErrorDialog(modals, error, { endpoint }));
      },
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
        try {
          await api.call('notes/delete', { noteId: note.id });
          store.update(note.id, (current) => ({ ...current, deletedAt: new Date().toISOString() }));
        } catch (error) {
          void openApiErrorDialog(modals, error, { endpoint: 'notes/delete' });
        }
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
        if (!ok) return;
        try {
          await api.call('notes/delete', { noteId: note.id });
          store.update(note.id, (current) => ({ ...current, deletedAt: new Date().toISOString() }));
          // The deleted note's every field (text, CW, visibility, poll, files…) comes back.
          void postBox.open({
            reply: note.reply ?? null,
            renote: note.renote ?? null,
            initialNote: note,
          });
        } catch (error) {
          void openApiErrorDialog(modals, error, { endpoint: 'notes/delete' });
        }
      },
    },
  );

  const onMoreOpen = (open: boolean) => {
    if (!open || !account) return;
    api
      .call('notes/state', { noteId: note.id })
      .then((state) => setFavorited(state.isFavorited))
      .catch(() => {});
  };

  return (
    <footer className={styles.footer}>
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
      <MenuButton label={t.more} items={moreItems} className={styles.action} onOpenChange={onMoreOpen}>
        <IconDots size={18} aria-hidden="true" />
      </MenuButton>
    </footer>
  );
}
