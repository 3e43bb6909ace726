import type { Category as UpstreamCategory } from '@wallet/api';
import type { Category, Game } from '@wallet/ui';

/**
 * 000 §3 "name (a JSON string with a vn key)". A name that is not such JSON is shown as it came, so a
 * malformed name never breaks the page; an empty result falls back to the given text.
 */
export function vnName(raw: unknown, fallback = ''): string {
  if (typeof raw !== 'string') return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const vn = (parsed as Record<string, unknown>).vn;
      return typeof vn === 'string' && vn !== '' ? vn : fallback;
    }
  } catch {
    // Not JSON: plain text.
  }
  return raw === '' ? fallback : raw;
}

/** The category strip's buttons; the chosen one shows its active icon. */
export function toCategories(list: UpstreamCategory[], chosen: number | string | null): Category[] {
  return list.map((c) => ({
    id: c.id,
    name: vnName(c.name, String(c.id)),
    icon: c.id === chosen ? c.icon_active || c.icon_image : c.icon_image,
  }));
}

/** The games of the chosen category ('all': every category's), with their rectangular icons. */
export function toGames(list: UpstreamCategory[], chosen: number | string | null): Game[] {
  return list
    .filter((c) => chosen === null || c.id === chosen)
    .flatMap((c) => c.game_items ?? [])
    .map((g) => ({ id: g.id, name: vnName(g.name, String(g.id)), icon: g.icon_rectangle }));
}
