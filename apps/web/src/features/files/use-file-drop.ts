import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped anywhere on the file manager: `dragging` while files are over it (enter and leave fire for every
 * child, hence the count), `onFiles` with all of them at once.
 */
export function useFileDrop(enabled: boolean, onFiles: (files: File[]) => void) {
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the dropped file in place of the app (here too where one may not write).
      event.preventDefault();
      event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
    },
    onDragLeave: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      depth.current -= 1;
      if (depth.current <= 0) reset();
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      reset();
      if (!enabled) return;
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0) onFiles(files);
    },
  };
  return { dragging, handlers };
}
