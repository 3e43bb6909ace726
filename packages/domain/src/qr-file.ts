/** What a saved QR is called when its transfer content leaves nothing usable. */
export const QR_FILE_FALLBACK_NAME = 'ma-qr-nap-tien';

/** A file system's limit is 255 bytes; a gallery shows far less, and a bank app's picker less still. */
const MAX_NAME_LENGTH = 80;

// Names Windows refuses whatever the extension (a player may save from a laptop too).
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * Issue 27 §1 "'Lưu mã QR' saves the QR as a PNG named after the transfer content": the content
 * made safe for a file name on any phone or computer, with '.png'. Vietnamese letters lose their
 * marks ('Nạp' → 'Nap', 'đ' → 'd'), so galleries and bank apps that mangle other letters show it
 * as the player typed it; every run of anything but letters, digits, '-' and '_' (spaces, '/',
 * ':', '*', '?', '"', '<', '>', '|', '\', dots, control characters) becomes one '-', none at the
 * ends. A transfer code such as 'DP20261122000123' stays as it is.
 */
export function qrFileName(transferContent: string): string {
  const ascii = transferContent
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
  const safe = ascii
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
  const name = safe === '' ? QR_FILE_FALLBACK_NAME : RESERVED.test(safe) ? `${safe}-qr` : safe;
  return `${name}.png`;
}
