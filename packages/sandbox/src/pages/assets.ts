import type { SandboxState } from '../state/store.js';
import { BANKS } from '../seed/banks.js';
import { DAGA_GAME } from '../seed/games.js';
import { escapeHtml } from './html.js';

/** Generated SVG art, so the sites have real images (with readable text) without binary files. */

const SIZES: Record<string, [number, number]> = {
  banners: [750, 300],
  promotions: [690, 300],
  games: [200, 200],
  categories: [96, 96],
  banks: [160, 64],
  payments: [96, 96],
};

const PALETTE = [
  '#ff8a00',
  '#e52e71',
  '#1f8fff',
  '#2e9d58',
  '#8e44ad',
  '#d4a017',
  '#0bb3b3',
  '#c0392b',
];

function hue(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** Greedy word wrap so long Vietnamese names fit small icons. */
function wrap(lines: string[], maxChars: number): string[] {
  return lines.flatMap((line) => {
    const out: string[] = [];
    for (const word of line.split(' ')) {
      const last = out[out.length - 1];
      if (last !== undefined && (last + ' ' + word).length <= maxChars)
        out[out.length - 1] = `${last} ${word}`;
      else out.push(word);
    }
    return out;
  });
}

function svg(width: number, height: number, color: string, label: string[]): string {
  const lines = wrap(label, Math.max(8, Math.floor(width / 16)));
  const longest = Math.max(...lines.map((l) => l.length), 1);
  // Bold Arial averages about 0.6 em per character; keep 10% side margins.
  const size = Math.max(
    9,
    Math.min(height / (lines.length + 1.2), (width * 0.8) / (longest * 0.6)),
  );
  const texts = lines
    .map((line, i) => {
      const y = height / 2 + (i - (lines.length - 1) / 2) * size * 1.2;
      return `<text x="50%" y="${y.toFixed(1)}" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="#fff">${escapeHtml(line)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111a2e"/></linearGradient></defs><rect width="100%" height="100%" rx="${Math.min(width, height) / 10}" fill="url(#g)"/>${texts}</svg>`;
}

/** Human label for an asset name, from the seed where one exists, else the name itself. */
function label(state: SandboxState, kind: string, name: string): string[] {
  if (kind === 'games') {
    const slug = name.replace(/-(square|rect)$/, '');
    const game = state.gameCategories.flatMap((c) => c.games).find((g) => g.slug === slug);
    return [game?.name.vn ?? (slug === DAGA_GAME.slug ? DAGA_GAME.name.vn : slug)];
  }
  if (kind === 'categories') {
    const slug = name.replace(/-active$/, '');
    const cat = state.gameCategories.find((c) => c.slug === slug);
    return [cat?.name.vn ?? (slug === 'daga' ? DAGA_GAME.name.vn : slug)];
  }
  if (kind === 'banks')
    return [
      BANKS.find((b) => b.code === name)?.name ??
        state.houseBanks.find((b) => b.code === name)?.bank_name ??
        name,
    ];
  if (kind === 'promotions')
    return [state.content.promotions.find((p) => p.slug === name)?.title ?? name, 'Khuyến mãi'];
  if (kind === 'payments')
    return [{ bank_transfer: 'Ngân hàng', ewallet: 'Ví', card: 'Thẻ' }[name] ?? name];
  if (kind === 'banners') {
    const titles: Record<string, string[]> = {
      'chao-mung': ['Chào mừng đến Sao Việt', 'Nạp rút nhanh 5 phút'],
      'nap-dau': ['Thưởng nạp đầu 100%', 'Tối đa 5.000K'],
      'da-ga': ['Đá gà trực tiếp', 'Mỗi ngày 24/7'],
      'bao-tri': ['Thông báo bảo trì', 'Ngân hàng ACB'],
    };
    return titles[name] ?? [name];
  }
  return [name];
}

/** `/__sandbox/assets/{kind}/{name}.svg`; null for an unknown kind. */
export function svgAsset(state: SandboxState, kind: string, file: string): string | null {
  const size = SIZES[kind];
  if (!size || !file.endsWith('.svg')) return null;
  const name = decodeURIComponent(file.slice(0, -4));
  let [width, height] = size;
  if (kind === 'games' && name.endsWith('-rect')) [width, height] = [360, 200];
  const active = name.endsWith('-active');
  const color =
    kind === 'banks'
      ? (BANKS.find((b) => b.code === name)?.color ?? hue(name))
      : active
        ? '#00c2ff'
        : hue(name);
  return svg(width, height, color, label(state, kind, name));
}
