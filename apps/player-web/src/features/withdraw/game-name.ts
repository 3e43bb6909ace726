/** 001 §3 Game item "name (a JSON string; an 'en' name is used)": plain text when it is not JSON. */
export function gameName(raw: string, fallback: string): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const en = (parsed as Record<string, unknown>).en;
      return typeof en === 'string' && en !== '' ? en : fallback;
    }
  } catch {
    // Not JSON: the name as it came.
  }
  return raw || fallback;
}
