import { useState } from 'react';
import { stepLabel as defaultStepLabel } from '@wallet/domain';
import { ImageViewer, type ViewerImage } from '../image-viewer/ImageViewer';
import './StepGallery.css';

export interface StepGalleryProps {
  /** One picture per step, in order; each alt text names its button and the viewer. */
  steps: readonly ViewerImage[];
  /** The list's accessible name: 'Các bước cài đặt'. */
  label: string;
  /** The number shown under each thumbnail: 'Bước 1'. */
  stepLabel?: (step: number) => string;
  /** The viewer's close button. */
  closeLabel?: string;
}

/** Numbered step pictures; a tap on one opens it full size in the kit's ImageViewer. */
export function StepGallery({
  steps,
  label,
  stepLabel = defaultStepLabel,
  closeLabel,
}: StepGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ol className="ui-step-gallery" aria-label={label}>
        {steps.map((step, index) => (
          <li key={index}>
            <button type="button" className="ui-step-gallery__step" onClick={() => setOpen(index)}>
              <img
                className="ui-step-gallery__thumb"
                src={step.src}
                alt={step.alt}
                loading="lazy"
                decoding="async"
              />
              <span className="ui-step-gallery__number" aria-hidden="true">
                {stepLabel(index + 1)}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <ImageViewer
        image={open === null ? null : (steps[open] ?? null)}
        onClose={() => setOpen(null)}
        closeLabel={closeLabel}
      />
    </>
  );
}
