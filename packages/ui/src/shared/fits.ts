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

/**
 * How many lines `el`'s text is laid out on: a piece of it whose top is below the middle of the
 * first piece is on a line of its own. Counts text, so it works whatever the element's display.
 */
export function linesOf(el: Element): number {
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  const pieces = [...range.getClientRects()].filter((r) => r.width > 0);
  const first = pieces[0];
  if (!first) return 0;
  const tops = pieces.filter((r) => r.top > first.top + first.height / 2).map((r) => r.top);
  return 1 + new Set(tops.map(Math.round)).size;
}
