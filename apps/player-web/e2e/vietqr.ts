import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';

interface Pixels {
  data: number[];
  width: number;
  height: number;
}

/**
 * Runs in the page: the pixels of an image on screen, or of PNG bytes (base64) the browser decodes
 * itself (createImageBitmap: no request, so no policy is involved). Self-contained, as Playwright
 * sends its source to the page.
 */
async function pixelsInPage(source: Element | string): Promise<Pixels> {
  const picture =
    typeof source === 'string'
      ? await createImageBitmap(
          new Blob([Uint8Array.from(atob(source), (char) => char.charCodeAt(0))], {
            type: 'image/png',
          }),
        )
      : (source as HTMLImageElement);
  const width = picture instanceof HTMLImageElement ? picture.naturalWidth : picture.width;
  const height = picture instanceof HTMLImageElement ? picture.naturalHeight : picture.height;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.drawImage(picture, 0, 0);
  return { data: Array.from(context.getImageData(0, 0, width, height).data), width, height };
}

function readPixels({ data, width, height }: Pixels): string {
  const code = jsQR(Uint8ClampedArray.from(data), width, height);
  if (!code) throw new Error('no QR code could be read from the image');
  return code.data;
}

/**
 * Reads a QR code the way a banking app's camera would: from the pixels the page shows, not from
 * what the upstream sent. jsQR is a plain-JS decoder (no native code, no browser download).
 */
export async function scanQr(image: Locator): Promise<string> {
  return readPixels(await image.evaluate(pixelsInPage));
}

/**
 * Reads a QR code from a PNG file (a saved or shared QR), as a bank app's "scan from a picture"
 * does: decoded by the browser, read by jsQR.
 */
export async function scanPng(page: Page, png: Buffer): Promise<string> {
  return readPixels(await page.evaluate(pixelsInPage, png.toString('base64')));
}

/** EMVCo tag-length-value fields, by id; nested templates are read with the same function. */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad EMV field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/**
 * CRC-16/CCITT-FALSE over everything up to and including the CRC's own id and length, written
 * bit by bit from the EMVCo definition (independent of the sandbox's table-driven encoder).
 */
export function emvCrc(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload.slice(0, -4), 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    crc &= 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrTransfer {
  bin: string;
  account: string;
  amount: string;
  currency: string;
  content: string;
  crcValid: boolean;
}

/** The NAPAS VietQR fields a bank transfer needs: bank BIN, account, amount, currency and content. */
export function readVietQr(payload: string): VietQrTransfer {
  const top = emvFields(payload);
  const merchant = emvFields(top.get('38') ?? '');
  if (merchant.get('00') !== 'A000000727') throw new Error('not a NAPAS VietQR payload');
  const beneficiary = emvFields(merchant.get('01') ?? '');
  const extra = emvFields(top.get('62') ?? '');
  return {
    bin: beneficiary.get('00') ?? '',
    account: beneficiary.get('01') ?? '',
    amount: top.get('54') ?? '',
    currency: top.get('53') ?? '',
    content: extra.get('08') ?? '',
    crcValid: top.get('63') === emvCrc(payload),
  };
}
