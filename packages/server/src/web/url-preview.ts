import type { FastifyInstance } from 'fastify';
import type { InstanceContext } from '../services/context.js';
import { serverSettings } from '../services/server-settings/index.js';
import { previewUrl } from '../services/url-preview/index.js';

// Misskey's error objects for `/url` (UrlPreviewService): the same codes and ids.
const DISABLED = {
  message: 'URL preview is disabled',
  code: 'URL_PREVIEW_DISABLED',
  id: '58b36e13-d2f5-0323-b0c6-76aa9dabefb8',
  kind: 'client',
};
const FAILED = {
  message: 'Failed to get preview',
  code: 'URL_PREVIEW_FAILED',
  id: '09d01cb5-53b9-4856-82e5-38a50c290a3b',
  kind: 'client',
};

/**
 * GET /url?url=…&lang=…: Misskey's URL preview (outside /api, as Misskey's web server has it).
 * 400 without a single url or with more than one lang, 403 when the administrator turned
 * previews off, 422 when the page gives none; a summary is cached a week by browsers, a failure
 * a day, as Misskey's. Anyone may ask (no token): the answer is what the page says publicly.
 */
export async function urlPreviewRoutes(
  app: FastifyInstance,
  options: { instance: InstanceContext },
): Promise<void> {
  const { instance } = options;
  app.get('/url', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // Clients on another origin (this one's own client is usually served elsewhere) may ask.
    reply.header('Access-Control-Allow-Origin', '*');
    if (typeof query.url !== 'string' || Array.isArray(query.lang)) {
      return reply.code(400).header('Cache-Control', 'no-store').send();
    }
    const settings = serverSettings(instance.db);
    if (!settings.urlPreviewEnabled) {
      return reply.code(403).header('Cache-Control', 'no-store').send({ error: DISABLED });
    }
    const lang = typeof query.lang === 'string' && query.lang !== '' ? query.lang : 'ja-JP';
    try {
      const summary = await previewUrl(instance.config, settings, query.url, lang);
      return reply.header('Cache-Control', 'max-age=604800, immutable').send(summary);
    } catch (err) {
      // The reason only (refused, timed out, too large...), never the URL's answer.
      request.log.warn({ reason: err instanceof Error ? err.message : 'failed' }, 'no URL preview');
      return reply.code(422).header('Cache-Control', 'max-age=86400, immutable').send({ error: FAILED });
    }
  });
}
