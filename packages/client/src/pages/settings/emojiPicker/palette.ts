import { DEFAULT_REACTIONS } from '@/settings';
// Not re-exported by the settings index (a shared file); the definitions module owns it.
import { REACTION_PROFILE_COUNT } from '@/settings/definitions';

/**
 * Editing the reaction palettes (spec 000 §3): pure functions over the `reactionProfiles`
 * setting, so the page stays a thin view and the rules are unit-tested.
 */

/** When the server says nothing about `emojiPickerProfileLimit`, every stored profile is usable. */
export const FALLBACK_PROFILE_LIMIT = REACTION_PROFILE_COUNT;

/**
 * How many profiles this user may use: the role policy, at least one and never more than the
 * setting stores (a bigger limit has nowhere to keep the extra palettes).
 */
export function profileLimit(policies: Record<string, unknown> | null | undefined): number {
  const raw = policies?.emojiPickerProfileLimit;
  const limit = typeof raw === 'number' && Number.isFinite(raw) ? Math.floor(raw) : FALLBACK_PROFILE_LIMIT;
  return Math.min(Math.max(limit, 1), REACTION_PROFILE_COUNT);
}

/** The default profile as a 0-based index that the limit allows (the setting is 1-based). */
export function defaultProfileIndex(pickerProfileDefault: number, limit: number): number {
  const index = Number.isInteger(pickerProfileDefault) ? pickerProfileDefault - 1 : 0;
  return Math.min(Math.max(index, 0), limit - 1);
}

/** One profile's palette; a profile never saved yet starts from the defaults. */
export function paletteOf(profiles: readonly (readonly string[])[], index: number): string[] {
  return [...(profiles[index] ?? DEFAULT_REACTIONS)];
}

/** A copy of all profiles with one replaced; missing profiles in between get the defaults. */
export function withPalette(
  profiles: readonly (readonly string[])[],
  index: number,
  palette: readonly string[],
): string[][] {
  const length = Math.max(profiles.length, index + 1, REACTION_PROFILE_COUNT);
  return Array.from({ length }, (_, i) => (i === index ? [...palette] : paletteOf(profiles, i)));
}

/** Appends an emoji; one already there stays where it is (a palette lists each emoji once). */
export function addToPalette(palette: readonly string[], value: string): string[] {
  return palette.includes(value) ? [...palette] : [...palette, value];
}

export function removeFromPalette(palette: readonly string[], index: number): string[] {
  return palette.filter((_, i) => i !== index);
}

/** Moves one emoji by `delta` places (−1 earlier, +1 later); out-of-range moves change nothing. */
export function movePaletteItem(palette: readonly string[], index: number, delta: number): string[] {
  const target = index + delta;
  if (index < 0 || index >= palette.length || target < 0 || target >= palette.length) return [...palette];
  const next = [...palette];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as string);
  return next;
}

export function defaultPalette(): string[] {
  return [...DEFAULT_REACTIONS];
}

/** Adds a muted reaction once; removing is a plain filter. */
export function addMutedReaction(muted: readonly string[], value: string): string[] {
  return muted.includes(value) ? [...muted] : [...muted, value];
}
