/**
 * The order of a note's reactions in its bar: most given first, as Misskey shows them; in
 * contrarian mode (`gyakubariMode`) least given first, for those who side with the minority.
 * Equal counts keep the order they came in, either way.
 */
export function orderReactions<E extends readonly [string, number]>(entries: E[], contrarian: boolean): E[] {
  // Array sort is stable, so equal counts keep their order.
  return [...entries].sort((a, b) => (contrarian ? a[1] - b[1] : b[1] - a[1]));
}
