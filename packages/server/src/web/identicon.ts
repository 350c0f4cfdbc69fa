import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

export async function identiconRoutes(app: FastifyInstance): Promise<void> {
  app.get('/identicon/:acct', async (request, reply) => {
    const { acct } = request.params as { acct: string };
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(identiconSvg(acct.toLowerCase()));
  });
}
