import { type DragEvent, useState } from 'react';

/**
 * Files dragged in from the computer (not tiles, which dnd-kit moves with pointer events) are
 * uploaded into the folder shown. Returns the drop zone's handlers and whether files hover it.
 */
export function useFileDropUpload(onFiles: ((files: File[]) => void) | null) {
  const [hovering, setHovering] = useState(false);
  const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');
  if (!onFiles) return { hovering: false, handlers: {} };
  return {
    hovering,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setHovering(true);
      },
      onDragLeave: (event: DragEvent) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovering(false);
      },
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setHovering(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      },
    },
  };
}
