import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { image, upload } from './drive-helpers.js';
import { api, signup, type TestAccount } from './helpers.js';

/** Emoji images stored on disk (temporary files excluded). */
export function storedEmojiImages(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'emoji')).filter((n) => !n.startsWith('.'));
  } catch {
    return [];
  }
}

export function emojiRowCount(app: FastifyInstance): number {
  return (app.instance.db.prepare('SELECT COUNT(*) AS n FROM custom_emojis').get() as { n: number }).n;
}

export async function signupAdmin(app: FastifyInstance, username = 'emojiadmin'): Promise<TestAccount> {
  const account = await signup(app, username);
  app.instance.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(account.id);
  return account;
}

export async function signupModerator(app: FastifyInstance, username = 'emojimod'): Promise<TestAccount> {
  const account = await signup(app, username);
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(account.id);
  return account;
}

/** Uploads a PNG of the given size to `who`'s drive. */
export async function uploadPicture(
  app: FastifyInstance,
  who: TestAccount,
  width = 300,
  height = 200,
  seed = 0,
): Promise<entities.DriveFile> {
  return upload(app, who, {
    name: 'pic.png',
    type: 'image/png',
    bytes: await image('png', width, height, seed),
  });
}

/** A three-frame animated GIF. */
export async function animatedGif(width = 300, height = 200): Promise<Buffer> {
  const frames = await Promise.all(
    [10, 120, 240].map((r) =>
      sharp({ create: { width, height, channels: 3, background: { r, g: 10, b: 10 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

export function call(
  app: FastifyInstance,
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return api(app, endpoint, who ? { i: who.token, ...body } : body);
}

/** Adds an emoji as `who` from a fresh upload of theirs; throws unless it worked. */
export async function addEmojiAs(
  app: FastifyInstance,
  who: TestAccount,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<entities.EmojiDetailed> {
  const file = await uploadPicture(app, who, 300, 200, name.length);
  const res = await call(app, 'admin/emoji/add', who, { name, fileId: file.id, ...fields });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json() as entities.EmojiDetailed;
}
