import { expect } from 'storybook/test';

/** A name or title from upstream or the player with no place to break a line. */
export const UNBROKEN = 'A'.repeat(500);

/** True when an ancestor up to `box` clips or scrolls it sideways (a chip strip scrolls by design). */
function clipped(el: Element, box: Element): boolean {
  for (let up = el.parentElement; up && up !== box.parentElement; up = up.parentElement) {
    if (getComputedStyle(up).overflowX !== 'visible') return true;
  }
  return false;
}

/** The first element under `box` that sticks out of the viewport, named for the failure message. */
function sticksOut(box: Element, width: number): string {
  const culprit = [box, ...box.querySelectorAll('*')].find(
    (el) => el.getBoundingClientRect().right > width && !clipped(el, box),
  );
  return culprit ? `<${culprit.tagName.toLowerCase()} class="${culprit.className}">` : 'none';
}

/**
 * For stories: nothing is wider than the phone. The page does not scroll sideways, `box` stays
 * inside the viewport, and nothing sticks out of `box` itself (a dialog would scroll sideways).
 */
export async function expectFitsViewport(box: Element) {
  const width =
    box.ownerDocument.defaultView?.innerWidth ?? box.ownerDocument.documentElement.clientWidth;
  await expect(sticksOut(box, width)).toBe('none');
  await expect(box.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const rect = box.getBoundingClientRect();
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(box.scrollWidth).toBeLessThanOrEqual(Math.ceil(rect.width));
}
