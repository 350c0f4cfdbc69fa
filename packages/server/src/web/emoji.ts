import type { FastifyInstance, FastifyReply } from 'fastify';
import { findEmojiByName } from '../db/emojis.js';
import type { InstanceContext } from '../services/context.js';
import { EMOJI_NAME_RE } from '../services/emoji/names.js';
import { readEmojiImage } from '../services/emoji/storage.js';

/**
 * Short: the URL is the emoji's name, so a replaced image keeps its URL. Five minutes, then a
 * cheap revalidation against the ETag, means an edit shows everywhere within minutes.
 */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** `name.webp`, or `name@host.webp` (only this instance's own host is served: no federation). */
const FILE_RE = /^([^@/]+?)(?:@([^@/]+))?\.webp$/;

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send('Not found.');
}

/** The ETag: changes whenever the emoji is updated (every update moves updatedAt on). */
function etagOf(updatedAt: string, size: number): string {
  return `"${Date.parse(updatedAt).toString(36)}-${size.toString(36)}"`;
}

/**
 * GET (and HEAD) /emoji/{name}.webp: a local custom emoji's stored WebP. Unknown names are a
 * plain 404 (Misskey shows a placeholder for remote emoji; none are stored here).
 */
export async function emojiRoutes(
  app: FastifyInstance,
  options: { instance: InstanceContext },
): Promise<void> {
  const { instance } = options;
  const ownHost = new URL(instance.config.url).host;

  app.get('/emoji/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = FILE_RE.exec(file);
    if (!match) return notFound(reply);
    const [, name = '', host] = match;
    if (host !== undefined && host !== ownHost && host !== '.') return notFound(reply);
    if (!EMOJI_NAME_RE.test(name)) return notFound(reply);
    const emoji = findEmojiByName(instance.db, name);
    if (!emoji) return notFound(reply);
    const bytes = await readEmojiImage(instance.config, emoji.id);
    if (!bytes) return notFound(reply);

    const etag = etagOf(emoji.updatedAt, bytes.length);
    reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', CACHE_CONTROL)
      .header('ETag', etag)
      .header('Last-Modified', new Date(emoji.updatedAt).toUTCString())
      // Other Misskey clients and sites may show the emoji, as with Misskey's own.
      .header('Access-Control-Allow-Origin', '*')
      // An image opened on its own must not run anything.
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
    return reply.send(bytes);
  });
}
