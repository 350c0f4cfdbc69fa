import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Twemoji file names: lowercase code points joined by '-', nothing else (no path tricks). */
const TWEMOJI_FILE = /^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6})*\.svg$/;

function twemojiDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist', 'svg');
}

/**
 * Unicode emoji images at `/twemoji/{codepoints}.svg`, the path Misskey serves them at, from
 * the package's own files: the client never loads emoji from a third-party CDN.
 */
export async function twemojiRoutes(app: FastifyInstance): Promise<void> {
  const directory = twemojiDirectory();
  app.get('/twemoji/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!TWEMOJI_FILE.test(file)) return reply.code(404).send();
    const path = join(directory, file);
    try {
      await access(path);
    } catch {
      return reply.code(404).send();
    }
    return (
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(createReadStream(path))
    );
  });
}
