import { type AnchorHTMLAttributes, type KeyboardEvent, type MouseEvent, useContext } from 'react';
import { LinkMenuContext } from './LinkMenuContext';
import { resolveLink } from './links';
import { useRouter } from './RouterContext';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * In-app navigation for this app's paths; other http(s) URLs open in a new tab with
 * rel="nofollow noopener"; anything else is shown as plain text.
 */
export function Link({ to, children, onClick, onContextMenu, onKeyDown, ...rest }: LinkProps) {
  const { navigate, base } = useRouter();
  const openLinkMenu = useContext(LinkMenuContext);
  const resolved = resolveLink(to, window.location.origin, base);
  if (resolved.kind === 'text') return <span className={rest.className}>{children}</span>;
  if (resolved.kind === 'external') {
    return (
      <a
        href={resolved.href}
        target="_blank"
        rel="nofollow noopener"
        onClick={onClick}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const href = `${base.replace(/\/$/, '')}${resolved.path}`;
  const onInternalClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks (new tab, new window, download) stay with the browser.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(resolved.path);
  };
  // Our menu (open in window, new tab, copy link) replaces the browser's on internal links,
  // from the mouse and from the keyboard (the menu key, Shift+F10); it prevents the default.
  // The absolute address is built when the menu opens: a timeline renders thousands of
  // links, and a URL object for each showed in its scrolling profile.
  const link = () => ({ path: resolved.path, href: new URL(href, window.location.origin).href });
  const onInternalContextMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    onContextMenu?.(event);
    if (!event.defaultPrevented) openLinkMenu?.(event, link());
  };
  const onInternalKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !openLinkMenu) return;
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) openLinkMenu(event, link());
  };
  return (
    <a
      href={href}
      onClick={onInternalClick}
      onContextMenu={onInternalContextMenu}
      onKeyDown={onInternalKeyDown}
      {...rest}
    >
      {children}
    </a>
  );
}
