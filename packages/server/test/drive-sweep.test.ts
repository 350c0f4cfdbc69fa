import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepHalfWritten } from '../src/services/drive/sweep.js';
import { createDriveApp, image, storedFiles, upload } from './drive-helpers.js';
import { addEmojiAs, signupAdmin, storedEmojiImages } from './emoji-helpers.js';
import type { TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signupAdmin(app);
});
afterEach(async () => {
  await app.close();
});

const hex = (c: string) => c.repeat(32);

describe('the start-up sweep of half-written files', () => {
  it('removes interrupted uploads, bytes and emoji copies without a row, and keeps everything else', async () => {
    const kept = await upload(app, admin, { name: 'a.png', type: 'image/png', bytes: await image('png') });
    const emoji = await addEmojiAs(app, admin, 'kept_emoji');
    const keptDrive = storedFiles(dataDir).sort();
    const keptEmoji = storedEmojiImages(dataDir);
    expect(keptDrive).toHaveLength(4); // a.png, the emoji's source picture, and their thumbnails
    expect(keptEmoji).toEqual([`${emoji.id}.webp`]);

    // What kill -9 leaves: an upload still streaming, bytes stored just before their row was
    // written (or just after it was deleted), an emoji copy staged or orphaned.
    const files = join(dataDir, 'files');
    const emojiDir = join(dataDir, 'emoji');
    mkdirSync(join(files, 'incoming'), { recursive: true });
    writeFileSync(join(files, 'incoming', `u-${hex('1')}`), 'half an upload');
    writeFileSync(join(files, `o-${hex('2')}`), 'original without a row');
    writeFileSync(join(files, `t-${hex('3')}`), 'thumbnail without a row');
    writeFileSync(join(emojiDir, '.tmp-0123456789abcdef'), 'staged emoji');
    writeFileSync(join(emojiDir, 'zzzzzzzzzzzz.webp'), 'emoji without a row');
    // Not names this instance makes: never touched.
    writeFileSync(join(files, 'notes.txt'), 'an operator put this here');

    const report = sweepHalfWritten(app.instance.config, app.instance.db);

    expect(report).toEqual({ uploads: 1, driveFiles: 2, emojiFiles: 2 });
    expect(readdirSync(join(files, 'incoming'))).toEqual([]);
    expect(storedFiles(dataDir).sort()).toEqual([...keptDrive, 'notes.txt'].sort());
    expect(readdirSync(emojiDir)).toEqual(keptEmoji);
    // The kept file is still served.
    const served = await app.inject({ method: 'GET', url: new URL(kept.url).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('does nothing on a new data folder', () => {
    expect(sweepHalfWritten(app.instance.config, app.instance.db)).toEqual({
      uploads: 0,
      driveFiles: 0,
      emojiFiles: 0,
    });
  });
});
