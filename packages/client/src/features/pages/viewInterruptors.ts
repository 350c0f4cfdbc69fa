import type * as Misskey from 'misskey-js';
import { sanitizeBlocks } from './blocks';

type Page = Misskey.entities.Page;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page as shown after plugins' page view interruptors (`Plugin:register_page_view_interruptor`)
 * returned `result`. As with notes, a plugin may change what is shown of the text (title,
 * summary, blocks, font, centring) but not whose page it is, its ids, files or counts; a field of
 * the wrong kind is ignored, and blocks go through the same check as the server's.
 */
export function shownPage(page: Page, result: unknown): Page {
  if (!isRecord(result)) return page;
  const shown: Page = { ...page };
  if (typeof result.title === 'string') shown.title = result.title;
  if (typeof result.summary === 'string' || result.summary === null) shown.summary = result.summary;
  if (Array.isArray(result.content)) shown.content = sanitizeBlocks(result.content);
  if (result.font === 'serif' || result.font === 'sans-serif') shown.font = result.font;
  if (typeof result.alignCenter === 'boolean') shown.alignCenter = result.alignCenter;
  return shown;
}
