import { convertIndexedToRgb, decode, type DecodedPng } from 'fast-png';
import jsQR from 'jsqr';

/**
 * The text of the QR in a picture the upstream sent as a PNG data URL (the contract's form of
 * `payment_qr`), read as a bank app's "scan from a picture" would. Decoded in plain JavaScript
 * (fast-png, jsQR): no canvas, so no policy, no fingerprinting noise a browser may add to a
 * canvas read, and the same code in page tests. Null for anything else: another kind of address,
 * a picture that is not a PNG, or one without a readable QR.
 */
export function readQrPicture(picture: string): string | null {
  const base64 = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(picture)?.[1];
  if (!base64) return null;
  try {
    const png = decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0)));
    return jsQR(rgba(png), png.width, png.height)?.data ?? null;
  } catch {
    return null;
  }
}

/** Every pixel as RGBA bytes, whatever the PNG's colour type and depth. */
function rgba(png: DecodedPng): Uint8ClampedArray {
  const { width, height } = png;
  const channels = png.palette ? (png.palette[0]?.length ?? 3) : png.channels;
  const samples = png.palette ? convertIndexedToRgb(png) : unpacked(png);
  const sample = (at: number) => samples[at] ?? 0;
  const grey = channels < 3;
  const alpha = channels === 2 || channels === 4;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * channels;
    out[pixel * 4] = sample(at);
    out[pixel * 4 + 1] = sample(grey ? at : at + 1);
    out[pixel * 4 + 2] = sample(grey ? at : at + 2);
    out[pixel * 4 + 3] = alpha ? sample(at + channels - 1) : 255;
  }
  return out;
}

/** Samples as 8-bit values: 16-bit ones shifted down, 1-, 2- and 4-bit greys spread out per row. */
function unpacked({ data, depth, width, height, channels }: DecodedPng): ArrayLike<number> {
  if (depth === 8) return data;
  if (depth === 16) return Uint8Array.from(data, (value) => value >> 8);
  const perRow = Math.ceil((width * channels * depth) / 8);
  const max = (1 << depth) - 1;
  const out = new Uint8Array(width * height * channels);
  for (let row = 0; row < height; row++) {
    for (let i = 0; i < width * channels; i++) {
      const bit = i * depth;
      const byte = data[row * perRow + (bit >> 3)] ?? 0;
      const value = (byte >> (8 - depth - (bit & 7))) & max;
      out[row * width * channels + i] = Math.round((value * 255) / max);
    }
  }
  return out;
}
