import type * as Misskey from 'misskey-js';
import {
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@/i18n';
import { Link, useRouter } from '@/router';
import { UserCard } from '@/users/UserCard';
import { WindowsContext } from '@/windows/WindowsContext';
import { useMfmEnv } from './context';
import { MentionMenuContext, useOptionalApi } from './environment';
import styles from './Mfm.module.css';

/** Spec 001 §9: the user preview shows 500 ms after hovering and hides 500 ms after leaving. */
export const USER_PREVIEW_SHOW_MS = 500;
export const USER_PREVIEW_HIDE_MS = 500;

/** The host a mention points to, or null for this instance (shown without host). */
export function mentionHost(
  host: string | null,
  authorHost: string | null,
  localHost: string | null,
): string | null {
  // A mention without host in a remote note means a user of the author's server.
  const target = host ?? authorHost;
  if (!target) return null;
  // The instance's host may carry a port (127.0.0.1:3000); a mention's host never does.
  const local = localHost?.toLowerCase().replace(/:\d+$/, '');
  if (local && target.toLowerCase() === local) return null;
  return target;
}

export function Mention({ username, host }: { username: string; host: string | null }) {
  const { authorHost, localHost } = useMfmEnv();
  const target = mentionHost(host, authorHost, localHost);
  const acct = target ? `@${username}@${target}` : `@${username}`;
  const preview = useUserPreview(username, target);
  const menu = useMentionMenu(username, target, `/${acct}`);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    preview.triggerProps.onKeyDown(event);
    menu.onKeyDown(event);
  };
  return (
    <>
      <Link
        to={`/${acct}`}
        className={styles.mention}
        dir="ltr"
        {...preview.triggerProps}
        onKeyDown={onKeyDown}
        onContextMenu={menu.onContextMenu}
      >
        {acct}
      </Link>
      {preview.popover}
    </>
  );
}

/**
 * The user menu on a mention, when a provider offers one (signed in or not: it decides what
 * goes in), keeping the link's own entries; without one, the link's menu stays as it is.
 */
function useMentionMenu(username: string, host: string | null, path: string) {
  const openMentionMenu = useContext(MentionMenuContext);
  const windows = useContext(WindowsContext);
  const { base } = useRouter();
  const open = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!openMentionMenu) return;
    const href = new URL(`${base.replace(/\/$/, '')}${path}`, window.location.origin).href;
    const linkItems = windows?.linkMenuItems?.({ path, href }, event.currentTarget) ?? [];
    openMentionMenu(event, { username, host }, linkItems);
  };
  return {
    onContextMenu: (event: MouseEvent<HTMLElement>) => open(event),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) open(event);
    },
  };
}

type PreviewState =
  | { status: 'loading' }
  | { status: 'loaded'; user: Misskey.entities.UserDetailed }
  | { status: 'error' };

function useUserPreview(username: string, host: string | null) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showAfter = (target: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setAnchor(target);
    else timer.current = setTimeout(() => setAnchor(target), delay);
  };
  const hideAfter = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(null), USER_PREVIEW_HIDE_MS);
  };
  const keep = () => clearTimeout(timer.current);

  const triggerProps = {
    onMouseEnter: (event: { currentTarget: HTMLElement }) =>
      showAfter(event.currentTarget, USER_PREVIEW_SHOW_MS),
    onMouseLeave: hideAfter,
    onFocus: (event: { currentTarget: HTMLElement }) => showAfter(event.currentTarget, 0),
    onBlur: hideAfter,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setAnchor(null);
      }
    },
  };
  const popover = anchor ? (
    <UserPreview anchor={anchor} username={username} host={host} onEnter={keep} onLeave={hideAfter} />
  ) : null;
  return { triggerProps, popover };
}

function UserPreview({
  anchor,
  username,
  host,
  onEnter,
  onLeave,
}: {
  anchor: HTMLElement;
  username: string;
  host: string | null;
  onEnter(): void;
  onLeave(): void;
}) {
  const i18n = useI18n();
  const api = useOptionalApi();
  const { localHost } = useMfmEnv();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [position, setPosition] = useState<{ top: number; left: number }>({ top: 0, left: 0 });

  useEffect(() => {
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    let live = true;
    api.call('users/show', { username, host }).then(
      (user) => {
        if (live) setState({ status: 'loaded', user: user as Misskey.entities.UserDetailed });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, username, host]);

  useLayoutEffect(() => {
    const rect = anchor.getBoundingClientRect();
    const width = ref.current?.offsetWidth ?? 300;
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
    setPosition({ top: rect.bottom + 4, left });
  }, [anchor]);

  // Inside a modal everything outside the dialog is inert, so the preview goes into it.
  const container = anchor.closest('dialog') ?? document.body;
  const acct = host ? `@${username}@${host}` : `@${username}`;
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={i18n.t('mfm.userPreview', { acct })}
      className={styles.userPreview}
      style={{ top: position.top, left: position.left }}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
    >
      {state.status === 'loading' && <p className={styles.previewMessage}>{i18n.ts.mfm.loadingUser}</p>}
      {state.status === 'error' && <p className={styles.previewMessage}>{i18n.ts.mfm.userNotFound}</p>}
      {state.status === 'loaded' && <UserCard user={state.user} localHost={localHost ?? ''} />}
    </div>,
    container,
  );
}
