import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InstanceContext } from '../services/context.js';
import { servedAs, thumbnailServedAs } from '../services/drive/disposition.js';
import { findFileByKey } from '../services/drive/repository.js';
import { isValidKey, pathOfKey } from '../services/drive/storage.js';

/** Bytes under a key never change (a new upload gets a new key), so they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send('Not found.');
}

/** A single `bytes=` range within `size`, or null for none/unsatisfiable ones (served whole). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * GET /files/{key}: a drive file or its thumbnail. The type is the sniffed one stored at
 * upload; nosniff keeps browsers from guessing otherwise; only media is shown inline.
 * Range requests are answered so audio and video can seek.
 */
export async function fileRoutes(
  app: FastifyInstance,
  options: { instance: InstanceContext },
): Promise<void> {
  const { instance } = options;
  app.get('/files/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!isValidKey(key)) return notFound(reply);
    const file = findFileByKey(instance.db, key);
    if (!file) return notFound(reply);
    const isThumbnail = key === file.thumbnailKey;
    // A file in object storage: this server's address for it (avatars and banners are built
    // from the key) leads to the bucket.
    const stored = isThumbnail ? file.thumbnailStoredUrl : file.storedUrl;
    if (stored) return reply.code(302).header('Location', stored).header('Cache-Control', IMMUTABLE).send();
    const path = pathOfKey(instance.config, key);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return notFound(reply);
    }

    const served = isThumbnail ? thumbnailServedAs(file.name) : servedAs(file.type, file.name);
    reply
      .header('Content-Type', served.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', IMMUTABLE)
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', served.disposition)
      // Any site may embed the media (as it could with Misskey's file server).
      .header('Access-Control-Allow-Origin', '*');

    const range = parseRange(request.headers.range, size);
    if (range === 'invalid') {
      return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', String(range.end - range.start + 1))
        .send(createReadStream(path, { start: range.start, end: range.end }));
    }
    return reply.header('Content-Length', String(size)).send(createReadStream(path));
  });
}
