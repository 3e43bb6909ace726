// A number with thousands separators ('500.000', '1,200,000'), or any number with a currency after
// it ('50000 VND', '200k', '300 đ'); never part of a longer number (a date '26.11.2026', a phone).
const CURRENCY = String.raw`\s?(?:VNĐ|VND|đồng|điểm|đ|₫|k)(?![\p{L}\d])`;
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(?:\d{1,3}(?:[.,]\d{3})+(?:${CURRENCY})?|\d+(?:[.,]\d+)?${CURRENCY})(?![\d.,]\d)`,
  'giu',
);

/** A piece of a text: an amount of money, or the words around it. */
export interface TextPart {
  text: string;
  amount: boolean;
}

/**
 * Issue 27 §4 "masks every balance and amount of the player's own money on every screen", also in
 * the upstream's own words (a notification's message): `text` cut into the amounts it names and
 * the rest, so a screen can hide the amounts. Counts, dates and times ('2 giờ', '26/11/2026',
 * '14:05') are words.
 */
export function amountsInText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(AMOUNT)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), amount: false });
    parts.push({ text: match[0], amount: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), amount: false });
  return parts;
}
