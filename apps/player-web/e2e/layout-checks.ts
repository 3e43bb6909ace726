import type { Page } from '@playwright/test';

/**
 * What a player reads on a narrow phone, measured in the page (issue 37 §5). Each check reports
 * what it found wrong, in words, so a failure names the figure, the row or the name. None of them
 * compares pixels with a fixed value: fonts differ between Chromium builds and phones.
 */

/**
 * Money as the site writes it, a figure and its unit: '120 điểm', '5,000K', '1,000,000 VND',
 * '+700,000 VND', '37.5 Triệu'.
 */
const FIGURE = String.raw`[+−-]?\d[\d.,]*\s?(?:VND|K|k|điểm|Triệu)(?![\p{L}\d])`;

/** The kit's name elements: a game tile's, a wallet item's, the header's player name. */
export const NAMES = ['.ui-game-tile__name', '.ui-wallet-group__label', '.ui-header__name'];

/** Every figure on screen with its unit, and those of them laid out on more than one line. */
export function figures(page: Page): Promise<{ seen: string[]; broken: string[] }> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'gu');
    const seen: string[] = [];
    const broken: string[] = [];
    // visually-hidden text (a chart's table for screen readers) is clipped away: no one sees it.
    const clipped = (element: Element | null): boolean => {
      for (let e = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none' || style.clip !== 'auto') return true;
      }
      return false;
    };
    for (const parent of document.body.querySelectorAll('*')) {
      if (clipped(parent) || !parent.checkVisibility({ visibilityProperty: true })) continue;
      // Adjacent text nodes of one element read as one text: JSX's `{points} điểm` makes two.
      let run: Text[] = [];
      const runs: Text[][] = [];
      for (const child of parent.childNodes) {
        if (child instanceof Text) {
          run.push(child);
        } else if (run.length) {
          runs.push(run);
          run = [];
        }
      }
      if (run.length) runs.push(run);
      for (const nodes of runs) {
        const text = nodes.map((n) => n.data).join('');
        for (const match of text.matchAll(pattern)) {
          const at = (offset: number): [Text, number] => {
            let rest = offset;
            for (const node of nodes) {
              if (rest <= node.length) return [node, rest];
              rest -= node.length;
            }
            return [nodes[nodes.length - 1]!, nodes[nodes.length - 1]!.length];
          };
          const range = document.createRange();
          range.setStart(...at(match.index));
          range.setEnd(...at(match.index + match[0].length));
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (!rects.length) continue;
          seen.push(match[0]);
          const first = rects[0]!;
          // A fragment below the first line's middle is on another line.
          if (rects.some((r) => r.top > first.top + first.height / 2)) {
            broken.push(`'${match[0]}' in '${text.trim()}'`);
          }
        }
      }
    }
    return { seen, broken };
  }, FIGURE);
}

/**
 * Tiles side by side (boxes with an edge all round, in one row of a grid) and those rows whose tiles
 * differ in height. A cell's tile is the first box with an edge inside it, through wrappers that
 * hold just it (a list item round a link).
 */
export function tileRows(page: Page): Promise<{ rows: number; uneven: string[] }> {
  return page.evaluate(() => {
    const edged = (e: Element) => {
      const s = getComputedStyle(e);
      return ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
      );
    };
    const tileOf = (cell: Element): Element | null => {
      let e = cell;
      while (!edged(e) && e.children.length === 1) e = e.children[0]!;
      return edged(e) ? e : null;
    };
    const label = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
    let rows = 0;
    const uneven: string[] = [];
    for (const grid of document.body.querySelectorAll('*')) {
      if (!getComputedStyle(grid).display.endsWith('grid')) continue;
      const byRow = new Map<number, { tile: Element; height: number }[]>();
      for (const cell of grid.children) {
        const box = cell.getBoundingClientRect();
        const tile = tileOf(cell);
        if (!tile || box.height === 0 || !tile.checkVisibility()) continue;
        const top = Math.round(box.top);
        const row = byRow.get(top) ?? [];
        row.push({ tile, height: tile.getBoundingClientRect().height });
        byRow.set(top, row);
      }
      for (const row of byRow.values()) {
        if (row.length < 2) continue;
        rows += 1;
        const heights = row.map((t) => t.height);
        if (Math.max(...heights) - Math.min(...heights) > 1) {
          uneven.push(
            row.map((t) => `'${label(t.tile)}' ${t.height.toFixed(1)} px`).join(', ') +
              ` (${grid.className || grid.tagName})`,
          );
        }
      }
    }
    return { rows, uneven };
  });
}

/**
 * The names on screen and those cut although two lines of their width would hold them: the text
 * is laid out again in an unseen copy of the name's width and font, free to wrap (a phone number
 * too), and counted in lines.
 */
export function names(page: Page): Promise<{ seen: string[]; cut: string[] }> {
  return page.evaluate((selectors) => {
    const seen: string[] = [];
    const cut: string[] = [];
    for (const name of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      if (!name.checkVisibility() || name.clientWidth === 0) continue;
      // What is read (the header's '…5678' is read as the whole number) and what is drawn.
      const without = (selector: string) => {
        const copy = name.cloneNode(true) as HTMLElement;
        for (const part of copy.querySelectorAll(selector)) part.remove();
        return copy.textContent ?? '';
      };
      seen.push(without('[aria-hidden="true"]'));
      const text = without('.visually-hidden');
      const hidden =
        name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1;
      if (!hidden) continue;
      const style = getComputedStyle(name);
      const copy = document.createElement('div');
      const width =
        name.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      Object.assign(copy.style, {
        position: 'absolute',
        top: '0',
        left: '0',
        visibility: 'hidden',
        width: `${width}px`,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontStyle: style.fontStyle,
        letterSpacing: style.letterSpacing,
        lineHeight: style.lineHeight,
        textTransform: style.textTransform,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      });
      copy.textContent = 'X';
      document.body.append(copy);
      const line = copy.getBoundingClientRect().height;
      copy.textContent = text;
      const lines = Math.round(copy.getBoundingClientRect().height / line);
      copy.remove();
      if (lines <= 2) cut.push(`'${text}' (${lines} lines in ${width.toFixed(1)} px)`);
    }
    return { seen, cut };
  }, NAMES);
}
