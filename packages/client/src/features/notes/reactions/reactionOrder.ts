/**
 * The order of a note's reactions in its bar: most given first, as Misskey shows them; in
 * contrarian mode (`gyakubariMode`) least given first, for those who side with the minority.
 * Equal counts keep the order they came in, either way.
 */
export function orderReactions<E extends readonly [string, number]>(entries: E[], contrarian: boolean): E[] {
  const sign = contrarian ? 1 : -1;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => sign * (a.entry[1] - b.entry[1]) || a.index - b.index)
    .map(({ entry }) => entry);
}
