import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { resolveLink } from './links';
import { useRouter } from './RouterContext';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * In-app navigation for this app's paths; other http(s) URLs open in a new tab with
 * rel="nofollow noopener"; anything else is shown as plain text.
 */
export function Link({ to, children, onClick, ...rest }: LinkProps) {
  const { navigate, base } = useRouter();
  const resolved = resolveLink(to, window.location.origin, base);
  if (resolved.kind === 'text') return <span className={rest.className}>{children}</span>;
  if (resolved.kind === 'external') {
    return (
      <a href={resolved.href} target="_blank" rel="nofollow noopener" onClick={onClick} {...rest}>
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
  return (
    <a href={href} onClick={onInternalClick} {...rest}>
      {children}
    </a>
  );
}
