import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within `margin` of the viewport, and from then on. A picture's
 * native `loading="lazy"` still starts 1250–2500 px below the fold in Chromium: on home that put
 * ten game pictures ahead of the page being usable on a phone's network (issue 26). This waits
 * until the player scrolls to it: with no margin, the first screen asks for the pictures it shows
 * and no more (issue 48 §2; 200 px more had home ask for a row below the fold). Without
 * IntersectionObserver (an old browser) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
