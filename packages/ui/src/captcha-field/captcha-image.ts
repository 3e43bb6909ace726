/**
 * The picture for `CaptchaField`: 000 §5 "Register captcha: an image whose typed text must match one
 * of 4 fixed words", and the agency form's captcha (001 §5). The word is
 * drawn as an SVG picture with a little noise, so it is not plain text on the page; the words are
 * fixed (and public in the bundle), so this only slows down naive scripts, as the spec's design does.
 */
export function captchaImage(word: string, random: () => number = Math.random): string {
  const width = 110;
  const height = 44;
  const letters = [...word]
    .map((char, i) => {
      const x = 12 + i * 16;
      const y = 30 + Math.round((random() - 0.5) * 8);
      const rotate = Math.round((random() - 0.5) * 30);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})">${char}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [
      random() * width,
      random() * height,
      random() * width,
      random() * height,
    ];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e8eefc"/>` +
    `<g stroke="#7a8bb5" stroke-width="1.2">${lines}</g>` +
    `<g font-family="monospace" font-size="22" font-weight="700" fill="#1b2a55">${letters}</g>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
