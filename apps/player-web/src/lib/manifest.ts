/** The web app manifest vite-plugin-pwa writes (vite.config.ts). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the manifest once the first screen is done (main.tsx). In the HTML, the browser fetched it
 * and its 192 px icon during the first load, for an install no first screen offers (issue 26: "at
 * most 20 requests before it is usable"). Chromium checks installability again when the link
 * comes; the install offer (`watchInstallPrompt`) listens from the start.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
