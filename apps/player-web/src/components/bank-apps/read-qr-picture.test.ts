import { crc32, deflateSync } from 'node:zlib';
import { decode, encode } from 'fast-png';
import { buildVietQrPayload, vietQrDataUrl } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { readQrPicture } from './read-qr-picture';

const INPUT = { bin: '970422', accountNumber: '0369764577', amount: 250_000, content: 'DP2002' };

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** One PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A palette PNG (colour type 3: black and white entries) of `dark` pixels, written by hand: the
 * form many QR services send, which fast-png's encoder does not write. 1 or 8 bits an index.
 */
function palettePng(width: number, height: number, dark: (i: number) => boolean, depth: 1 | 8) {
  const perRow = Math.ceil((width * depth) / 8);
  const raw = Buffer.alloc((perRow + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = dark(y * width + x) ? 0 : 1;
      const at = y * (perRow + 1) + 1;
      if (depth === 8) raw[at + x] = index;
      else if (index) raw[at + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Uint8Array.from([0, 0, 0, 255, 255, 255])),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The sandbox's QR picture, re-written as a PNG of `channels` at `depth` bits. */
async function rewritten(channels: 'palette' | 1 | 3 | 4, depth: 1 | 8 | 16): Promise<string> {
  const source = await vietQrDataUrl(INPUT);
  const png = decode(Buffer.from(source.split(',')[1]!, 'base64'));
  const rgba = new Uint8Array(png.width * png.height * 4);
  // The source's own samples, as RGBA, whatever it was written as.
  const dark = (i: number) =>
    (png.palette ? png.palette[png.data[i]!]![0]! : png.data[i * png.channels]!) < 128;
  for (let i = 0; i < png.width * png.height; i++) rgba.fill(dark(i) ? 0 : 255, i * 4, i * 4 + 4);
  const size = png.width * png.height;
  if (channels === 'palette') {
    // Three more white columns: rows of a width that is no multiple of 8 end in padding bits.
    const width = png.width + 3;
    const dark = (i: number) =>
      i % width < png.width && rgba[(Math.floor(i / width) * png.width + (i % width)) * 4] === 0;
    return dataUrl(palettePng(width, png.height, dark, depth as 1 | 8));
  }
  if (depth === 1) {
    const perRow = Math.ceil(png.width / 8);
    const bits = new Uint8Array(perRow * png.height);
    for (let i = 0; i < size; i++) {
      const [x, y] = [i % png.width, Math.floor(i / png.width)];
      if (rgba[i * 4]) bits[y * perRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
    return dataUrl(
      encode({ width: png.width, height: png.height, data: bits, channels: 1, depth: 1 }),
    );
  }
  const samples = depth === 16 ? new Uint16Array(size * channels) : new Uint8Array(size * channels);
  for (let i = 0; i < size; i++) {
    for (let c = 0; c < channels; c++)
      samples[i * channels + c] = rgba[i * 4]! * (depth === 16 ? 257 : 1);
  }
  return dataUrl(encode({ width: png.width, height: png.height, data: samples, channels, depth }));
}

describe('reading the QR in the upstream\'s picture, as a bank app\'s "scan from a picture" does', () => {
  const payload = buildVietQrPayload(INPUT);

  it("the sandbox's PNG data URL (the contract's form of payment_qr)", async () => {
    expect(readQrPicture(await vietQrDataUrl(INPUT))).toBe(payload);
  });

  it.each([
    ['grey, 8 bits', 1, 8],
    ['grey, 1 bit', 1, 1],
    ['RGB, 8 bits', 3, 8],
    ['RGBA, 16 bits', 4, 16],
    ['with a palette, 8 bits', 'palette', 8],
    ['with a palette, 1 bit', 'palette', 1],
  ] as const)('a PNG written %s', async (_, channels, depth) => {
    expect(readQrPicture(await rewritten(channels, depth))).toBe(payload);
  });

  it('no text for what is not a PNG data URL with a QR in it', () => {
    expect(readQrPicture('https://img.example.vn/qr/DP2002.png')).toBeNull();
    expect(readQrPicture('data:image/jpeg;base64,/9j/4AAQ')).toBeNull();
    expect(readQrPicture('data:image/png;base64,AAAA')).toBeNull();
    const blank = encode({
      width: 8,
      height: 8,
      data: new Uint8Array(64).fill(255),
      channels: 1,
      depth: 8,
    });
    expect(readQrPicture(dataUrl(blank))).toBeNull();
  });
});
