import { type DragEvent, useState } from 'react';

const DRAG_TYPE = 'application/x-shiori-widget';

/**
 * Reordering by dragging a widget's header onto another widget, with the browser's own drag
 * and drop. dnd-kit (which the drive uses) was not taken here: the side column is on the first
 * paint, and a second chunk importing it would pull its small modules into the start-up
 * `shared` chunk (see docs/architecture.md). Keyboard users move widgets from their menu.
 */
export function useWidgetDrag(onDrop: (id: string, overId: string) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return {
    over,
    /** Props for the handle (the header) of widget `id`. */
    handle: (id: string) => ({
      draggable: true,
      onDragStart(event: DragEvent) {
        event.dataTransfer.setData(DRAG_TYPE, id);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(id);
      },
      onDragEnd: end,
    }),
    /** Props for the drop target (the whole widget) of widget `id`. */
    target: (id: string) => ({
      onDragOver(event: DragEvent) {
        if (!dragging || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== id) setOver(id);
      },
      onDrop(event: DragEvent) {
        const from = event.dataTransfer.getData(DRAG_TYPE) || dragging;
        event.preventDefault();
        end();
        if (from && from !== id) onDrop(from, id);
      },
    }),
  };
}
