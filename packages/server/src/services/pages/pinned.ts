import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { findPage, packPage } from './pages.js';

/** The page `user` pinned to their profile, as users/show and i answer it. */
export function pinnedPageOf(
  ctx: InstanceContext,
  user: UserRow,
  viewer: UserRow | null,
): { pinnedPageId: string | null; pinnedPage: entities.Page | null } {
  const row = ctx.db.prepare('SELECT pinned_page_id AS id FROM users WHERE id = ?').get(user.id) as
    | { id: string | null }
    | undefined;
  const page = row?.id ? findPage(ctx, row.id) : null;
  if (!page) return { pinnedPageId: null, pinnedPage: null };
  return { pinnedPageId: page.id, pinnedPage: packPage(ctx, page, viewer) };
}

/**
 * Pins one of the user's own pages (null unpins). False when the page is not theirs or does not
 * exist, which i/update answers with NO_SUCH_PAGE, as Misskey does.
 */
export function setPinnedPage(ctx: InstanceContext, user: UserRow, pageId: string | null): boolean {
  if (pageId !== null && findPage(ctx, pageId)?.userId !== user.id) return false;
  ctx.db.prepare('UPDATE users SET pinned_page_id = ? WHERE id = ?').run(pageId, user.id);
  return true;
}
