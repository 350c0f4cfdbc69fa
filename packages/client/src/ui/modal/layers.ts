/**
 * The native top layer stacks dialogs in the order showModal() was called, whatever their
 * priority. To put a later, lower-priority dialog beneath, the dialogs that belong above it
 * are shown again (close + showModal moves an element to the top of the layer).
 *
 * Given the current top-layer order and the wanted one, returns the dialogs to show again, in
 * order: everything from the first place where the two orders differ.
 */
export function layerRepairs<T>(shown: readonly T[], wanted: readonly T[]): T[] {
  let same = 0;
  while (same < wanted.length && shown[same] === wanted[same]) same++;
  return wanted.slice(same);
}
