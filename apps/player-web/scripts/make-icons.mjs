// Draws the installed app's icons (the manifest's 192 and 512 px icons and a maskable one) as PNG
// into public/icons/: the kit's background colour with its accent 'V', the favicon's mark. Run it
// again after changing the colours: `node scripts/make-icons.mjs`. The PNGs are committed (a few KB).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const tokens = readFileSync(join(here, '../../../packages/ui/src/tokens.css'), 'utf8');
const token = (name) => {
  const hex = new RegExp(`--${name}:\\s*#([0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (!hex) throw new Error(`tokens.css has no --${name}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};
const bg = token('color-bg');
const accent = token('color-accent');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
const segment = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

/** A square PNG of `size` px: the background, and a 'V' filling `scale` of it, centred. */
function icon(size, scale) {
  const half = scale / 2;
  const [left, right, top, bottom] = [0.5 - half * 0.8, 0.5 + half * 0.8, 0.5 - half, 0.5 + half];
  const stroke = scale * 0.11;
  const inV = (x, y) =>
    Math.min(segment(x, y, left, top, 0.5, bottom), segment(x, y, right, top, 0.5, bottom)) <
    stroke;
  const rows = [];
  const samples = 4;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++)
          if (inV((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size)) hits++;
      const a = hits / samples ** 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(bg[c] * (1 - a) + accent[c] * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour, no alpha: the icon is opaque
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = join(here, '../public/icons');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'icon-192.png'), icon(192, 0.6));
writeFileSync(join(out, 'icon-512.png'), icon(512, 0.6));
// Maskable: the mark inside the central 80 % circle a launcher may crop to.
writeFileSync(join(out, 'icon-maskable-512.png'), icon(512, 0.45));
