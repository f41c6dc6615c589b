import { useState, type DragEvent } from 'react';

/** Marks a drag as one of the panel's own images (its URL), so file drops and other drags are left alone. */
const IMAGE_DRAG_TYPE = 'application/x-property-image';

const isImageDrag = (event: DragEvent) => event.dataTransfer.types.includes(IMAGE_DRAG_TYPE);

/** Native drag and drop between the image tiles; `onDrop(url, index)` puts the dragged image there. */
export function useImageDrag(onDropAt: (url: string, index: number) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setTarget(null);
  };

  const tileProps = (url: string, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData(IMAGE_DRAG_TYPE, url);
      event.dataTransfer.effectAllowed = 'move';
      setDragged(url);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!isImageDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setTarget(index);
    },
    onDragLeave: () => setTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!isImageDrag(event)) return;
      event.preventDefault();
      const url = event.dataTransfer.getData(IMAGE_DRAG_TYPE);
      end();
      if (url) onDropAt(url, index);
    },
    onDragEnd: end,
  });

  return { tileProps, dragged, target };
}
