import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serverSettings } from '../services/server-settings/index.js';

/**
 * A default avatar for users without one: a symmetric 5x5 pattern and a colour, both derived
 * from the account name, so each user is recognisable without any stored image.
 */
export function identiconSvg(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const fg = `hsl(${hue.toFixed(0)} 55% 55%)`;
  const cells: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (((digest[1 + y * 3 + x] ?? 0) & 1) === 0) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) {
        cells.push(`<rect x="${cx + 1}" y="${y + 1}" width="1" height="1"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges"><rect width="7" height="7" fill="hsl(${hue.toFixed(0)} 30% 92%)"/><g fill="${fg}">${cells.join('')}</g></svg>`;
}

/**
 * What every account without a picture shows while `enableIdenticonGeneration` is off (as
 * Misskey, which then serves one stock avatar): a head and shoulders on grey, the same for all.
 */
export const PLAIN_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><rect width="7" height="7" fill="hsl(0 0% 86%)"/><g fill="hsl(0 0% 62%)"><circle cx="3.5" cy="2.8" r="1.3"/><path d="M1.2 7a2.3 2.3 0 0 1 4.6 0z"/></g></svg>';

export async function identiconRoutes(app: FastifyInstance): Promise<void> {
  app.get('/identicon/:acct', async (request, reply) => {
    const { acct } = request.params as { acct: string };
    const generate = serverSettings(app.instance.db).enableIdenticonGeneration;
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(generate ? identiconSvg(acct.toLowerCase()) : PLAIN_AVATAR_SVG);
  });
}
