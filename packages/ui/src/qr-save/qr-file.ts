import { qrFileName } from '@wallet/domain';

const PNG_DATA_URL = /^data:image\/png;base64,/i;

/**
 * The QR as a PNG file named after the transfer content, or null when the picture is not a base64
 * PNG data URL (the only form the contract's `payment_qr` takes). The bytes are the upstream's own
 * PNG, decoded here: `fetch()` of a data: URL is refused by the site's policy (`connect-src` does
 * not list data:), and redrawing the picture on a canvas would encode a different PNG.
 */
export function qrFile(qrImage: string, transferContent: string): File | null {
  if (!PNG_DATA_URL.test(qrImage)) return null;
  let binary: string;
  try {
    binary = atob(qrImage.slice(qrImage.indexOf(',') + 1));
  } catch {
    return null; // Not base64 after all: nothing to save.
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new File([bytes], qrFileName(transferContent), { type: 'image/png' });
}

/** Whether this browser can hand the file to another app (Web Share with files). */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** A share the player closed without choosing an app: not a failure. */
export function isCancelledShare(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
