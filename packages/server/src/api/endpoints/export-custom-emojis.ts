import { runEmojiExport } from '../../services/emoji/zip-export.js';
import { jobRunner } from '../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../endpoint.js';

/** Misskey lets any signed-in account export the local emoji, once an hour. */
export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 3600000, max: 1 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {},
} as const satisfies ParamDef;

/** Starts the zip export; it arrives in the caller's drive with an exportCompleted (customEmoji) notification. */
export const handler: SignedInHandler<'export-custom-emojis', void> = (_ps, { instance, user }) => {
  jobRunner(instance).add(user.id, 'export:customEmoji', async (progress) => {
    const fresh = instance.users.findById(user.id);
    if (fresh) await runEmojiExport(instance, fresh, progress);
  });
};
