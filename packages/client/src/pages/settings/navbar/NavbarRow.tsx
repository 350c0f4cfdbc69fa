import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import local from './Navbar.module.css';

/**
 * One entry of the list, dragged by its grip with a pointer and dropped on another entry. The
 * grip is not a keyboard control: the row's ↑ and ↓ buttons move it by keyboard and say where
 * it went, so the grip is hidden from assistive technology.
 */
export function NavbarRow({ index, children }: { index: number; children: ReactNode }) {
  const id = `navbar-row-${index}`;
  const drag = useDraggable({ id, data: { index } });
  const drop = useDroppable({ id, data: { index } });
  const classes = [
    local.item,
    drag.isDragging ? local.dragging : '',
    drop.isOver && !drag.isDragging ? local.dropTarget : '',
  ];
  return (
    <li
      ref={drop.setNodeRef}
      className={classes.join(' ')}
      style={
        drag.transform
          ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
          : undefined
      }
    >
      <span
        ref={drag.setNodeRef}
        className={local.grip}
        aria-hidden="true"
        data-drag-handle
        {...drag.listeners}
      >
        <IconGripVertical size={18} />
      </span>
      {children}
    </li>
  );
}
