/**
 * EMVCo merchant-presented QR, the format NAPAS VietQR is written in: a string of fields, each a
 * 2-digit id, a 2-digit length and that many characters; some fields hold fields of their own. The
 * last field (63) is a CRC-16/CCITT-FALSE of everything before its value.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields of one level, by id; null when the text is not a well-formed list of fields. */
export function emvFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) return null;
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload ends in a CRC field (6304 and 4 hex digits) that matches what it covers. */
export function hasValidCrc(payload: string): boolean {
  const crc = /6304([0-9A-Fa-f]{4})$/.exec(payload)?.[1];
  return crc !== undefined && crc16ccitt(payload.slice(0, -4)) === crc.toUpperCase();
}
