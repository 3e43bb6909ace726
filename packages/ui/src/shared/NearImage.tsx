import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

/**
 * A decorative picture (a bank's logo, a game's icon in a list) that asks for its file only once
 * scrolled near: its box, sized by `width` and `height`, holds the place meanwhile. A long list's
 * pictures are then not in a page's first load (issue 26: /deposit asked 48 files before it was
 * usable, its banks' logos below the fold among them).
 */
export function NearImage({ src, width, height }: { src: string; width: number; height: number }) {
  const image = useRef<HTMLImageElement>(null);
  const near = useNearViewport(image);
  return (
    <img
      ref={image}
      src={near ? src : undefined}
      alt=""
      width={width}
      height={height}
      decoding="async"
    />
  );
}
