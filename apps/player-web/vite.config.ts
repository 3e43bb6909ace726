import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { apiConfigFromEnv } from '@wallet/api';
import { defineSite, TRUSTED_TYPES_POLICIES, UPSTREAM_REQUIREMENTS } from '@wallet/build/vite-site';
import { APP_DESCRIPTION, APP_NAME, APP_SHORT_NAME } from '@wallet/domain';
import { LOADING_OVERLAY_HTML } from '@wallet/ui/first-paint';

/** A colour of the kit's tokens (`--color-bg`), so the installed app's frame matches the pages. */
function kitColour(name: string): string {
  const tokens = readFileSync(
    fileURLToPath(new URL('../../packages/ui/src/tokens.css', import.meta.url)),
    'utf8',
  );
  const colour = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(tokens)?.[1];
  if (!colour) throw new Error(`packages/ui/src/tokens.css has no --${name} colour`);
  return colour;
}

/**
 * Issue 15 "Installable and resilient": the web app manifest and a Workbox service worker that
 * precaches this build's own files (the HTML shell, the hashed JS and CSS, the icons) and nothing
 * else: no runtime caching, so no API answer, token, tracker lookup or payment page is ever stored
 * (they are other origins or not files of the build). It waits to take over until the player taps
 * 'Cập nhật' (registerType 'prompt', src/lib/service-worker.ts). `vite` (dev) registers none.
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  // Registered from the app's code (src/main.tsx, src/lib/service-worker.ts: its address through a
  // Trusted Types policy), not by an injected inline script or the plugin's `virtual:pwa-register`.
  injectRegister: false,
  // The address src/lib/service-worker.ts registers (SERVICE_WORKER_URL), its policy's one address.
  filename: 'sw.js',
  manifest: {
    id: '/',
    name: APP_NAME,
    short_name: APP_SHORT_NAME,
    description: APP_DESCRIPTION,
    lang: 'vi',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: kitColour('color-bg'),
    background_color: kitColour('color-bg'),
    // Drawn by scripts/make-icons.mjs from the same tokens.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The build's own files only (the plugin adds the manifest and its icons); source maps stay out.
    // One HTML: offline, every page opens the shell (navigateFallback); the pages' own HTML files
    // (@wallet/build) only start a first load's downloads early, which the precache does anyway.
    globPatterns: ['index.html', '**/*.{js,css}'],
    // Every client-side route (the not-found page included) opens the precached shell; the
    // sandbox's console and an API path on this origin never do.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/__sandbox(\/|$)/, /^\/api(\/|$)/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // Workbox's code inside sw.js, not a file sw.js loads with `importScripts(string)`: the worker
    // runs under the site's policy too (its response's headers), whose Trusted Types refuse that
    // string, so the worker installed with nothing precached (issue 39 §1).
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
});

export default defineSite({
  dev: 5173,
  preview: 4173,
  requiredInProduction: [
    ...UPSTREAM_REQUIREMENTS,
    // The policy's frame-src: unset, the deposit screen's payment page is allowed only on the
    // upstream's own origins, which a payment provider's page is not.
    ['VITE_PAYMENT_ORIGINS'],
    ['VITE_TURNSTILE_SITE_KEY'],
    // The Android guide's app package and the live chat: unset, the site would link the sandbox's
    // stand-in file and its stand-in chat page.
    ['VITE_ANDROID_APP_URL'],
    ['VITE_LIVE_CHAT_URL'],
  ],
  // The tracker lookup comes first on every page load; start it, and the connection, with the HTML.
  earlyHints: (env) => {
    const config = apiConfigFromEnv(env);
    if (config.apiBase) return { preconnect: [new URL(config.apiBase).origin] };
    const tracker = new URL('/tracker', config.trackerBase);
    tracker.searchParams.set('site_code', config.siteCode);
    return { preconnect: [tracker.origin], preloadFetch: tracker.href };
  },
  // 000 "Layout: a loading overlay reading 'LOADING...'": painted by the HTML itself, before any
  // script; the router draws the same overlay while the first page's code loads (app-routes.tsx).
  firstPaint: LOADING_OVERLAY_HTML,
  plugins: [serviceWorker],
  // Issue 48 §2: home is where most visits start; its first load carries what it draws.
  firstScreen: 'src/features/home/HomePage.tsx',
  // Issue 39 §1: the announcements' and promotions' HTML (DOMPurify's own policy) and the service
  // worker's address are the site's two Trusted Types sinks.
  trustedTypes: [TRUSTED_TYPES_POLICIES.sanitizer, TRUSTED_TYPES_POLICIES.serviceWorker],
});
