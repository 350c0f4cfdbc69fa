/** Deck profiles: named decks, each one key of the registry scope below (spec 000 §3, §7). */

export const DECK_SCOPE = ['client', 'deck', 'profiles'];
export const DEFAULT_PROFILE = 'default';
/** Registry keys may be 256 characters; a profile name is shown in menus, so less. */
export const PROFILE_NAME_MAX = 64;

export type ProfileNameProblem = 'empty' | 'tooLong' | 'taken';

/** Why a name cannot be used for a new or renamed profile, or null when it can. */
export function profileNameProblem(
  name: string,
  existing: readonly string[],
  current?: string,
): ProfileNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > PROFILE_NAME_MAX) return 'tooLong';
  if (trimmed !== current && existing.includes(trimmed)) return 'taken';
  return null;
}

/** The saved profile names, the default first and the current one always present. */
export function profileList(keys: readonly string[], current: string): string[] {
  const names = new Set([DEFAULT_PROFILE, current, ...keys]);
  names.delete(DEFAULT_PROFILE);
  return [DEFAULT_PROFILE, ...[...names].sort((a, b) => a.localeCompare(b))];
}

/** Whether a `registryUpdated` event is about this scope. */
export function isDeckScope(scope: readonly string[] | undefined): boolean {
  return (
    scope !== undefined &&
    scope.length === DECK_SCOPE.length &&
    scope.every((part, i) => part === DECK_SCOPE[i])
  );
}
