import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, commonErrors } from '../api/errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFoundJson(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({
      error: { message: 'Not found.', code: 'NOT_FOUND', id: '7281e587-4512-484b-9e82-3dbdb4da9515' },
    });
}

/** Paths the single-page app must never answer with its HTML. */
function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/streaming' || path.startsWith('/assets/');
}

/**
 * Serves the built client: hashed files under /assets/ (cached forever), other files as
 * they are, and index.html for every other GET so client-side routes work on reload.
 */
export async function clientAssets(
  app: FastifyInstance,
  options: {
    clientDist: string;
    /** Whether the local user of a profile address asked search engines not to index it (noCrawle). */
    refusesCrawlers?(username: string): boolean;
  },
): Promise<void> {
  const root = options.clientDist;
  const indexPath = join(root, 'index.html');

  // Without a build folder there is nothing to serve; the fallback below explains why.
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false, // "/" is served below with the right cache header
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = filePath.slice(root.length).replaceAll('\\', '/');
        if (relative.startsWith('/assets/')) {
          reply.header('Cache-Control', IMMUTABLE);
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const serveIndex = async (reply: FastifyReply, path = '/'): Promise<FastifyReply> => {
    // The page of a user who set noCrawle says so to crawlers, as Misskey's profile page does.
    const profile = /^\/@([A-Za-z0-9_]+)(?:\/|$)/.exec(path);
    if (profile?.[1] && options.refusesCrawlers?.(profile[1])) reply.header('X-Robots-Tag', 'noindex');
    let html: Buffer;
    try {
      html = await readFile(indexPath);
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('The web client has not been built yet. Run `npm run build`, then reload this page.\n');
    }
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };

  // "/" is the app's start page; the static handler would refuse it as a directory.
  app.get('/', async (_request, reply) => serveIndex(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      const error = new ApiError(commonErrors.noSuchEndpoint);
      return reply.code(error.httpStatus).send(error.toBody());
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(path))
      return notFoundJson(reply);
    return serveIndex(reply, path);
  });
}
