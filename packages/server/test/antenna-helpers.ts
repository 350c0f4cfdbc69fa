import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { okAs, type TestAccount } from './helpers.js';

/** An antenna of `who` with Misskey's required fields defaulted to the widest antenna. */
export function createAntenna(
  app: FastifyInstance,
  who: TestAccount,
  body: Record<string, unknown> = {},
): Promise<entities.Antenna> {
  return okAs<entities.Antenna>(app, 'antennas/create', who, {
    name: 'watch',
    src: 'all',
    keywords: [['cat']],
    excludeKeywords: [],
    users: [],
    caseSensitive: false,
    withReplies: false,
    withFile: false,
    ...body,
  });
}

/** The texts of what the antenna caught, newest first (reading it, as a client does). */
export async function caughtTexts(
  app: FastifyInstance,
  who: TestAccount,
  antennaId: string,
  extra: Record<string, unknown> = {},
): Promise<(string | null)[]> {
  const notes = await okAs<entities.Note[]>(app, 'antennas/notes', who, { antennaId, limit: 100, ...extra });
  return notes.map((n) => n.text);
}
