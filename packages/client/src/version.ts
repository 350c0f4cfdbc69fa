export const CLIENT_VERSION: string = __CLIENT_VERSION__;

/**
 * Compares dotted versions with an optional pre-release tag (1.3.0-beta.1 < 1.3.0).
 * Returns a negative number when a is older than b, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split('-', 2);
  const [coreB = '', preB] = b.split('-', 2);
  const partsA = coreA.split('.').map(Number);
  const partsB = coreB.split('.').map(Number);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index++) {
    const diff = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (diff !== 0) return Number.isNaN(diff) ? 0 : diff;
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA.localeCompare(preB, 'en', { numeric: true });
}
