import type { Page } from '@playwright/test';

/**
 * Issue 46 §2: what a screen draws, read from its geometry (boxes and text ranges), never from
 * pixels, so no font or Chromium build decides the outcome. Each finding names the screen's text.
 *
 * - the page wider than the screen;
 * - a picture squeezed out of its proportions, cut by a box round it, or cropped to fill its box
 *   by more than a tenth (a banner's picture may lose a sliver);
 * - a word of four or more letters split over two lines;
 * - a text cut by an ellipsis, on one line or after its last clamped line;
 * - a control under 44×44 px whose 44 px square round it touches another control (WCAG 2.2 2.5.8's
 *   spacing, with the phones' 44 px for the target), a link inside a sentence excepted;
 * - at the page's end, text left under a control that floats over it (the chat button, the bottom
 *   navigation).
 */
export async function geometry(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const drawn = await page.evaluate(readGeometry, OPEN_MODAL);
  const atEnd = await textUnderFloating(page);
  return [...drawn, ...atEnd];
}

/**
 * A modal: one that is shown holds the page, so only what is in it can be tapped or must be
 * uncovered (a closed one may stay in the page, hidden).
 */
export const OPEN_MODAL = 'dialog:modal, [role="dialog"][aria-modal="true"], [role="alertdialog"]';

function readGeometry(openModal: string): string[] {
  const found: string[] = [];
  const screenWidth = document.documentElement.clientWidth;
  const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
  /** visually-hidden text is clipped away: no one sees it. */
  const unseen = (element: Element | null): boolean => {
    for (let e = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.clipPath !== 'none' || style.clip !== 'auto') return true;
    }
    return !element?.checkVisibility({ visibilityProperty: true });
  };

  // The page wider than the screen, with the element that sticks out furthest.
  if (document.documentElement.scrollWidth > screenWidth + 1) {
    let widest: Element | null = null;
    let right = screenWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 1 && !unseen(element)) [widest, right] = [element, box.right];
    }
    found.push(
      `the page is ${document.documentElement.scrollWidth} px wide on a ${screenWidth} px screen` +
        (widest ? ` ('${short(widest.textContent ?? '')}' reaches ${Math.round(right)} px)` : ''),
    );
  }

  // Pictures squeezed or cut.
  for (const img of document.querySelectorAll('img')) {
    if (unseen(img) || !img.complete || img.naturalWidth === 0) continue;
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const name = img.alt || img.src.split('/').pop();
    if (fit === 'fill' && box.height > 0) {
      const drawnRatio = box.width / box.height;
      const ownRatio = img.naturalWidth / img.naturalHeight;
      if (Math.abs(drawnRatio / ownRatio - 1) > 0.05) {
        found.push(
          `picture '${name}' squeezed to ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
      }
    }
    if (fit === 'cover' && box.width > 0 && box.height > 0) {
      // Cropped to fill its box: a banner loses a sliver, a code must not lose a letter.
      const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const shown = Math.min(
        box.width / (img.naturalWidth * scale),
        box.height / (img.naturalHeight * scale),
      );
      if (shown < 0.9) {
        found.push(`picture '${name}' cropped to ${Math.round(shown * 100)} % of it`);
      }
      continue;
    }
    for (let up = img.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') break; // a strip that scrolls
      const frame = up.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1) {
        found.push(`picture '${name}' cut by its box (${Math.round(frame.width)} px wide)`);
      }
      break;
    }
  }

  // Words split over two lines, and texts cut by an ellipsis.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.trim() || unseen(text.parentElement)) continue;
    for (const match of text.data.matchAll(/[\p{L}\p{N}]{4,}/gu)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const pieces = [...range.getClientRects()].filter((r) => r.width > 0);
      const first = pieces[0];
      if (first && pieces.some((r) => r.top > first.top + first.height / 2)) {
        found.push(`'${match[0]}' broken over two lines in '${short(text.data)}'`);
      }
    }
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    if (style.textOverflow !== 'ellipsis' && !clamped) continue;
    if (unseen(element) || !element.textContent?.trim()) continue;
    const cut = clamped
      ? element.scrollHeight > element.clientHeight + 1
      : element.scrollWidth > element.clientWidth + 1;
    if (cut) found.push(`'${short(element.textContent)}' cut by an ellipsis`);
  }

  // Controls under 44×44 px with another control within their 44 px square.
  const modal = [...document.querySelectorAll(openModal)].find((e) => e.checkVisibility());
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((control) => {
    if (unseen(control)) return false;
    // An open modal holds the page: only its own controls can be tapped.
    if (modal && !modal.contains(control)) return false;
    // A radio or checkbox drawn as a card: the card (its label) is the target.
    const label = control.closest('label');
    if (label && /^(radio|checkbox)$/.test((control as HTMLInputElement).type)) return false;
    // A link inside a sentence (2.5.8's inline exception).
    if (control instanceof HTMLAnchorElement && getComputedStyle(control).display === 'inline') {
      return false;
    }
    return true;
  });
  const targets = [
    ...controls,
    ...[...document.querySelectorAll('label')].filter(
      (label) =>
        label.querySelector('input[type="radio"], input[type="checkbox"]') && !unseen(label),
    ),
  ];
  const boxes = targets.map((target) => target.getBoundingClientRect());
  targets.forEach((target, i) => {
    const box = boxes[i]!;
    if (box.width >= 43.5 && box.height >= 43.5) return;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const near = boxes.some(
      (other, j) =>
        j !== i &&
        !target.contains(targets[j]!) &&
        !targets[j]!.contains(target) &&
        other.left < x + 22 &&
        other.right > x - 22 &&
        other.top < y + 22 &&
        other.bottom > y - 22,
    );
    if (near) {
      const name =
        target.getAttribute('aria-label') || short(target.textContent ?? '') || target.tagName;
      found.push(
        `control '${name}' is ${Math.round(box.width)}×${Math.round(box.height)} px with another within 44 px`,
      );
    }
  });
  return found;
}

/** Scrolled to its end, no text of the page is under a control that floats over it. */
async function textUnderFloating(page: Page): Promise<string[]> {
  const found = await page.evaluate(async (openModal) => {
    const start = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const view = document.documentElement.clientHeight;
    const floating = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || !element.checkVisibility()) return false;
      const box = element.getBoundingClientRect();
      // The header at the top and a dialog's backdrop are not floating controls.
      return box.top > 8 && box.height < view / 2 && box.width > 0;
    });
    // What is behind an open modal is meant to be covered; what is in it is not.
    const modal = [...document.querySelectorAll<HTMLElement>(openModal)].find((e) =>
      e.checkVisibility(),
    );
    // A modal <dialog> is drawn in the top layer, over every floating control of the page.
    const shown = floating.filter(
      (f) => !modal || (modal.matches(':modal') ? modal.contains(f) : !f.contains(modal)),
    );
    const out: string[] = [];
    const walker = document.createTreeWalker(modal ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!text.data.trim() || !parent?.checkVisibility()) continue;
      if (floating.some((f) => f.contains(parent))) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        const under = shown.find((f) => {
          const box = f.getBoundingClientRect();
          return (
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top
          );
        });
        if (under) {
          out.push(
            `at the page's end, '${text.data.trim().slice(0, 40)}' is under '${
              under.getAttribute('aria-label') || under.className
            }'`,
          );
          break;
        }
      }
    }
    window.scrollTo(0, start);
    return out;
  }, OPEN_MODAL);
  return found;
}
