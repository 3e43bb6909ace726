import { useRef } from 'react';
import { IMAGE_VIEWER_CLOSE } from '@wallet/domain';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';
import './ImageViewer.css';

/** A picture the viewer shows: its alt text also names the dialog. */
export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  /** The picture shown full size; `null`: the viewer is closed. */
  image: ViewerImage | null;
  /** Called on Escape, on the close button, on a tap beside the picture and on a swipe. */
  onClose: () => void;
  closeLabel?: string;
}

/** How far a finger or pointer travels, down or sideways, before the viewer closes. */
export const SWIPE_CLOSE_PX = 60;

/**
 * One picture full size in the kit's Modal: the close button, Escape, a tap beside it and a swipe
 * (down or sideways, by touch or a dragged pointer) close it; focus goes back to what opened it.
 */
export function ImageViewer({ image, onClose, closeLabel = IMAGE_VIEWER_CLOSE }: ImageViewerProps) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return (
    <Modal
      open={image !== null}
      onClose={onClose}
      title={image?.alt}
      className="ui-image-viewer"
      footer={
        <Button variant="ghost" block onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {image ? (
        <div
          className="ui-image-viewer__stage"
          onPointerDown={(event) => {
            start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
          }}
          onPointerUp={(event) => {
            const from = start.current;
            start.current = null;
            if (!from || from.id !== event.pointerId) return;
            const dx = Math.abs(event.clientX - from.x);
            const dy = event.clientY - from.y;
            if (dx >= SWIPE_CLOSE_PX || dy >= SWIPE_CLOSE_PX) onClose();
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <img className="ui-image-viewer__img" src={image.src} alt={image.alt} draggable={false} />
        </div>
      ) : null}
    </Modal>
  );
}
