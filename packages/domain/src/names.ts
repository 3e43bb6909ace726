/**
 * Upstream names are JSON strings of translations: 000 §3 category "name (a JSON string with a vn
 * key)", 001 §3 game item "name (a JSON string; an 'en' name is used)". A name that is not such JSON
 * is shown as it came, so a malformed name never breaks a page; an empty result is the fallback.
 */
export function localizedName(raw: unknown, key: 'vn' | 'en', fallback = ''): string {
  if (typeof raw !== 'string') return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const name = (parsed as Record<string, unknown>)[key];
      return typeof name === 'string' && name !== '' ? name : fallback;
    }
  } catch {
    // Not JSON: plain text.
  }
  return raw === '' ? fallback : raw;
}
