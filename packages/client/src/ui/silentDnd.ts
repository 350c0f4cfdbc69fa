/**
 * dnd-kit's `accessibility` prop for lists and boards that say a drop in their own words, in
 * the reader's language, in a live region of their own: dnd-kit's English instructions and
 * announcements stay silent. Imported by path, so only the lazy pages that drag load it.
 */
export const SILENT_DND = {
  screenReaderInstructions: { draggable: '' },
  announcements: {
    onDragStart: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
};
