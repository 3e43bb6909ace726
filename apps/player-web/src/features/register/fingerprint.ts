import { STORAGE_KEYS } from '@wallet/domain';

/**
 * fp_data of POST /register_user (000 §7 "Body: phone, password, agent_id, fp_data"): a device
 * fingerprint, computed without a fingerprinting library. It is a stable hash of what the browser
 * tells every site (user agent, languages, screen, time zone, cores, touch points) followed by a
 * random id kept in local storage: the hash groups a device's registrations even after storage is
 * cleared, the id tells apart identical phones of the same model.
 */

/** cyrb53: a fast 53-bit string hash (not cryptographic; it only has to be stable). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

function deviceId(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (kept) return kept;
    // getRandomValues also works off https, unlike randomUUID.
    const fresh = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    localStorage.setItem(STORAGE_KEYS.deviceId, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): the hash alone still describes the device.
    return 'no-storage';
  }
}

export function deviceFingerprint(): string {
  const traits = [
    navigator.userAgent,
    navigator.languages?.join(',') ?? navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}@${window.devicePixelRatio}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(new Date().getTimezoneOffset()),
    String(navigator.hardwareConcurrency ?? ''),
    String(navigator.maxTouchPoints ?? ''),
  ].join('|');
  return `${hash53(traits)}.${deviceId()}`;
}
