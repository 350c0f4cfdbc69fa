import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { SILENT_DND } from '@/ui/silentDnd';
import { dropOutcome } from './blockDrop';
import { type BlockDropTarget, MAX_SECTION_DEPTH, type PageBlock } from './blocks';

// Blocks move by drag and drop with a pointer (mouse, pen, finger) by their grip. The grip is
// no keyboard control: the block's arrow buttons and Alt+Up/Down are the keys' way, and they say
// where the block went; a drop says it in the same live region.

const dropData = (target: BlockDropTarget) => ({ target });

function targetOf(data: { current?: Record<string, unknown> } | undefined): BlockDropTarget | null {
  const target = data?.current?.target as BlockDropTarget | undefined;
  return target ?? null;
}

/**
 * The drop target is the innermost one under the pointer (a block inside a section before the
 * section itself; the list's end row before the block around it), never the dragged block or
 * anything inside it. Off every target, the nearest one.
 */
const innermostUnderPointer: CollisionDetection = (args) => {
  const { active, pointerCoordinates: pointer, droppableContainers, droppableRects } = args;
  const blockId = active.data.current?.blockId;
  const dragged =
    typeof blockId === 'string' ? document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`) : null;
  const candidates = droppableContainers.filter(
    (c) => !(c.node.current && dragged?.contains(c.node.current)),
  );
  if (!pointer) return closestCenter({ ...args, droppableContainers: candidates });
  let best: { container: (typeof candidates)[number]; area: number } | null = null;
  for (const container of candidates) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const within =
      pointer.x >= rect.left && pointer.x <= rect.right && pointer.y >= rect.top && pointer.y <= rect.bottom;
    const area = rect.width * rect.height;
    if (within && (best === null || area < best.area)) best = { container, area };
  }
  if (best)
    return [{ id: best.container.id, data: { droppableContainer: best.container, value: best.area } }];
  return closestCenter({ ...args, droppableContainers: candidates });
};

/** Around the editor's blocks: turns a drop into a move of the tree and announces it. */
export function BlockDragArea({
  root,
  onChange,
  announce,
  refuse,
  children,
}: {
  root: PageBlock[];
  onChange(next: PageBlock[]): void;
  announce(text: string): void;
  /** Says why a drop was refused (sections nested deeper than the server stores). */
  refuse(text: string): void;
  children: ReactNode;
}) {
  const i18n = useI18n();
  // A press on the grip that moves 4 px is a drag; a click on it does nothing.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const outcome = dropOutcome(root, active.data.current?.blockId, targetOf(over?.data));
    if (outcome.kind === 'tooDeep') refuse(i18n.t('pages.tooDeepToMove', { depth: MAX_SECTION_DEPTH }));
    if (outcome.kind !== 'moved') return;
    onChange(outcome.blocks);
    const { position } = outcome;
    if (position) announce(i18n.t('pages.moved', { position: position.index + 1, total: position.count }));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermostUnderPointer}
      onDragEnd={onDragEnd}
      accessibility={SILENT_DND}
    >
      {children}
    </DndContext>
  );
}

/**
 * One block's drag wiring: `setBox` takes its outline (the drop target, moved while dragged,
 * with `style`), `grip` the handle's props.
 */
export function useBlockDrag(blockId: string) {
  const drop = useDroppable({ id: `block-${blockId}`, data: dropData({ kind: 'block', id: blockId }) });
  const drag = useDraggable({ id: `drag-${blockId}`, data: { blockId } });
  const style: CSSProperties | undefined = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
    : undefined;
  return {
    setBox: drop.setNodeRef,
    style,
    dragging: drag.isDragging,
    over: drop.isOver && !drag.isDragging,
    grip: { ref: drag.setNodeRef, ...drag.listeners, 'aria-hidden': true, 'data-drag-handle': '' } as const,
  };
}

/** A list's end (its Add row): a block dropped here becomes the list's last. */
export function useListEndDrop(parentId: string | null) {
  const drop = useDroppable({
    id: `end-${parentId ?? 'top'}`,
    data: dropData({ kind: 'end', parentId }),
  });
  return { setNodeRef: drop.setNodeRef, over: drop.isOver };
}
