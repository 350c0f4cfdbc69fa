import type * as Misskey from 'misskey-js';
import type { KeyboardEvent } from 'react';
import { MEDIA_SEEK_SECONDS, MEDIA_VOLUME_STEP } from '@/constants';
import { numberFormat } from '@/i18n';

export type DriveFile = Misskey.entities.DriveFile;

/** Only http and https URLs may become links or sources (spec 001 §2). */
export function httpUrl(value: string | null | undefined): string | undefined {
  return value && /^https?:\/\//i.test(value) ? value : undefined;
}

/** Spec 001 §4: hidden when nsfw is force, or data saver is on; shown when ignore; else sensitive ones hidden. */
export function initiallyHidden(
  file: Pick<DriveFile, 'isSensitive'>,
  nsfw: string,
  dataSaverMedia: boolean,
): boolean {
  if (nsfw === 'force' || dataSaverMedia) return true;
  if (nsfw === 'ignore') return false;
  return file.isSensitive;
}

/** Whether a file that is shown can be hidden again: only the ones that could start hidden. */
export function canHideAgain(file: Pick<DriveFile, 'isSensitive'>, nsfw: string, dataSaverMedia: boolean) {
  return nsfw === 'force' || dataSaverMedia || (nsfw !== 'ignore' && file.isSensitive);
}

/**
 * The most pixels an original picture may have to be decoded in the page: 8192 × 8192 is
 * already 256 MB of memory once decoded, whatever the file's size (a 48 KB PNG can claim
 * 20,000 × 20,000, about 1.6 GB). Over it, or with no known size, only a thumbnail is shown.
 */
export const MAX_INLINE_PIXELS = 8192 * 8192;

/** Whether the original of this image may be decoded in the page: its size is known and within the limit. */
export function isOriginalSafe(file: Pick<DriveFile, 'properties'>): boolean {
  const { width, height } = file.properties ?? {};
  return (
    typeof width === 'number' &&
    typeof height === 'number' &&
    width > 0 &&
    height > 0 &&
    width * height <= MAX_INLINE_PIXELS
  );
}

/**
 * The one rule for every place a drive image is shown in the page (note media, gallery, file
 * pages, composer): where to load it from, or null for a card with an "open original" link.
 * `preview` prefers the thumbnail; `full` prefers the original. Neither ever falls back to an
 * original of unknown or excessive size; the instance marks those by giving them no thumbnail
 * and a size over its own limit, and a Misskey server's files carry the same fields.
 */
export function inlineImageUrl(
  file: Pick<DriveFile, 'properties' | 'url' | 'thumbnailUrl'>,
  use: 'preview' | 'full',
): string | null {
  const thumbnail = httpUrl(file.thumbnailUrl) ?? null;
  const original = isOriginalSafe(file) ? (httpUrl(file.url) ?? null) : null;
  return use === 'preview' ? (thumbnail ?? original) : (original ?? thumbnail);
}

export type MediaKind = 'image' | 'video' | 'audio' | 'other';

export function mediaKind(file: Pick<DriveFile, 'type'>): MediaKind {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  return 'other';
}

/** Moderators and admins may mark anyone's media sensitive and open the moderation view. */
export function isStaff(viewer: { isModerator?: boolean; isAdmin?: boolean } | null | undefined): boolean {
  return Boolean(viewer?.isModerator || viewer?.isAdmin);
}

/** The text that stands in for the image: its description, else its name. */
export function altText(file: Pick<DriveFile, 'comment' | 'name'>): string {
  return file.comment?.trim() ? file.comment : file.name;
}

/** "1.5 MB": sizes in the interface language, 1000-based like the file managers people know. */
export function formatBytes(bytes: number, lang: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(lang, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Keyboard controls of the audio/video player (spec 001 §9). */
export function mediaKey(event: KeyboardEvent<HTMLMediaElement>) {
  const media = event.currentTarget;
  // Rounded to hundredths only against float drift: from the default 0.25, up is 0.35, not 0.4.
  const volume = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
  switch (event.key) {
    case 'ArrowUp':
      media.volume = volume(media.volume + MEDIA_VOLUME_STEP);
      break;
    case 'ArrowDown':
      media.volume = volume(media.volume - MEDIA_VOLUME_STEP);
      break;
    case 'ArrowRight':
      media.currentTime = Math.min(
        media.duration || Number.POSITIVE_INFINITY,
        media.currentTime + MEDIA_SEEK_SECONDS,
      );
      break;
    case 'ArrowLeft':
      media.currentTime = Math.max(0, media.currentTime - MEDIA_SEEK_SECONDS);
      break;
    case ' ':
      if (media.paused) void media.play();
      else media.pause();
      break;
    default:
      return;
  }
  event.preventDefault();
}
