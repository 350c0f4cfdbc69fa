import { type DragEvent, useRef, useState } from 'react';
import type { Attachments } from './useAttachments';

function carriesFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

export interface FileDropProps {
  onDragEnter(event: DragEvent): void;
  onDragOver(event: DragEvent): void;
  onDragLeave(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  'data-dropping'?: true;
}

/**
 * Props for the element files can be dropped on (the composer). `dropping` is true while files
 * hover over it, for a visible cue. Dragged text is left to the browser.
 */
export function useFileDrop(attachments: Attachments): { dropping: boolean; props: FileDropProps } {
  const [dropping, setDropping] = useState(false);
  // dragenter/dragleave fire for every child crossed; counting keeps the cue steady.
  const depth = useRef(0);
  const props: FileDropProps = {
    onDragEnter: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDropping(true);
    },
    onDragOver: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDropping(false);
    },
    onDrop: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDropping(false);
      const files = [...event.dataTransfer.files];
      if (files.length > 0) void attachments.add(files);
    },
    ...(dropping ? { 'data-dropping': true as const } : {}),
  };
  return { dropping, props };
}
