import type { entities } from 'misskey-js';

/** A decoration as get-avatar-decorations lists it. */
export type CatalogDecoration = entities.GetAvatarDecorationsResponse[number];

/** One decoration the user wears, as i/update takes it (Misskey's fields). */
export interface WornPlacement {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

/** Whether someone holding `roleIds` may wear it: no role named means everyone may. */
export function mayWear(decoration: CatalogDecoration, roleIds: ReadonlySet<string>): boolean {
  const roles = decoration.roleIdsThatCanBeUsedThisDecoration;
  return roles.length === 0 || roles.some((id) => roleIds.has(id));
}

/** What a packed user wears, as placements with every field filled (missing means zero). */
export function placementsOf(worn: entities.UserLite['avatarDecorations']): WornPlacement[] {
  return worn.map((d) => ({
    id: d.id,
    angle: d.angle ?? 0,
    flipH: d.flipH ?? false,
    offsetX: d.offsetX ?? 0,
    offsetY: d.offsetY ?? 0,
  }));
}

/**
 * Puts the decoration on (at the end, drawn topmost) or takes it off. Putting one on beyond
 * `limit` changes nothing: the server would refuse the whole list.
 */
export function toggleWorn(worn: readonly WornPlacement[], id: string, limit: number): WornPlacement[] {
  if (worn.some((d) => d.id === id)) return worn.filter((d) => d.id !== id);
  if (worn.length >= limit) return [...worn];
  return [...worn, { id, angle: 0, flipH: false, offsetX: 0, offsetY: 0 }];
}

export function placeWorn(
  worn: readonly WornPlacement[],
  id: string,
  patch: Partial<Omit<WornPlacement, 'id'>>,
): WornPlacement[] {
  return worn.map((d) => (d.id === id ? { ...d, ...patch } : d));
}

/**
 * The draft drawn on the preview avatar: each worn decoration with its catalogue image (one
 * the catalogue no longer has is left out, as the server leaves it out).
 */
export function previewDecorations(
  worn: readonly WornPlacement[],
  catalog: readonly CatalogDecoration[],
): (WornPlacement & { url: string })[] {
  return worn.flatMap((d) => {
    const found = catalog.find((c) => c.id === d.id);
    return found ? [{ ...d, url: found.url }] : [];
  });
}

/** Whether the draft differs from what is saved (order and placement count). */
export function sameWorn(a: readonly WornPlacement[], b: readonly WornPlacement[]): boolean {
  return (
    a.length === b.length &&
    a.every((d, i) => {
      const o = b[i];
      return (
        o !== undefined &&
        o.id === d.id &&
        o.angle === d.angle &&
        o.flipH === d.flipH &&
        o.offsetX === d.offsetX &&
        o.offsetY === d.offsetY
      );
    })
  );
}
