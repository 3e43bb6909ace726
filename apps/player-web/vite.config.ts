import { apiConfigFromEnv } from '@wallet/api';
import { defineSite } from '@wallet/build/vite-site';

export default defineSite({
  dev: 5173,
  preview: 4173,
  requiredInProduction: [
    ['VITE_TRACKER_BASE', 'VITE_API_BASE'],
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
});
