import type { ViewerImage } from '@wallet/ui';
import { ANDROID_STEPS, IOS_STEPS, stepImageAlt, stepLabel } from '@wallet/domain';

const WIDTH = 360;
const HEIGHT = 640;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap: the caption in lines of at most `max` characters. */
export function wrapCaption(caption: string, max = 16): string[] {
  const lines: string[] = [];
  for (const word of caption.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Our own picture of one install step (the spec has no screenshots): a phone outline with the step's
 * number and what to do, drawn as an SVG in code, so there is no asset to ship or cache.
 */
export function stepImage(step: number, caption: string, accent: string): string {
  const text = wrapCaption(caption)
    .map(
      (line, i) =>
        `<text x="180" y="${330 + i * 40}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#0b1020"/>` +
    `<rect x="40" y="20" width="280" height="600" rx="40" fill="#151c33" stroke="#8b95b5" stroke-width="6"/>` +
    `<rect x="140" y="38" width="80" height="10" rx="5" fill="#8b95b5"/>` +
    `<circle cx="180" cy="190" r="62" fill="${accent}"/>` +
    `<text x="180" y="214" text-anchor="middle" font-family="sans-serif" font-size="68" font-weight="700" fill="#0b1020">${step}</text>` +
    `<text x="180" y="290" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#8b95b5">${escapeXml(stepLabel(step))}</text>` +
    `<g font-family="sans-serif" font-size="28" font-weight="600" fill="#ffffff">${text}</g>` +
    `<rect x="90" y="520" width="180" height="52" rx="26" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M170 538l10 10 10-10" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function guide(captions: readonly string[], accent: string): ViewerImage[] {
  return captions.map((caption, index) => ({
    src: stepImage(index + 1, caption, accent),
    alt: stepImageAlt(index + 1, caption),
  }));
}

/** 001 §9 "The Android guide has 9 steps": our pictures, used unless a shell passes its own. */
export const androidStepImages = (): ViewerImage[] => guide(ANDROID_STEPS, '#3ddc84');

/** 001 §9 "the iOS guide has 4": our pictures, used unless a shell passes its own. */
export const iosStepImages = (): ViewerImage[] => guide(IOS_STEPS, '#00d8ff');
