import { Workbox } from 'workbox-window';
import { offerAppUpdate, trustedScriptUrl } from '@wallet/shell';

/** The worker vite-plugin-pwa writes (`filename` in vite.config.ts), for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The Trusted Types policy its address goes through (issue 39 §1): a worker's registration takes
 * only a value a named policy made, and this one makes only the site's own worker. Named in the
 * site's `trusted-types` (@wallet/build's `TRUSTED_TYPES_POLICIES.serviceWorker`).
 */
const SERVICE_WORKER_POLICY = 'wallet-sw';

/**
 * Registers the built site's service worker (vite-plugin-pwa's, registerType 'prompt'). When a new
 * build has installed and waits, the shell's `AppUpdatePrompt` offers it; only the player's tap on
 * 'Cập nhật' activates it, and the page reloads into the new build then, never before.
 *
 * What vite-plugin-pwa's `virtual:pwa-register` does for 'prompt', with the worker's address made by
 * the policy: that module hands Workbox a plain string, which the sites' policy refuses.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox(trustedScriptUrl(SERVICE_WORKER_POLICY, SERVICE_WORKER_URL), {
    scope: '/',
    type: 'classic',
  });
  let listening = false;
  const offer = () => {
    // After the tap the waiting worker takes over, and the page reloads into its build once it does.
    if (!listening) {
      listening = true;
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
    }
    offerAppUpdate(() => workbox.messageSkipWaiting());
  };
  // A new build that installed while this page was open, or one found waiting at registration (a
  // worker another tab of the site installed counts too).
  workbox.addEventListener('waiting', offer);
  workbox.addEventListener('installed', (event) => {
    if (event.isUpdate === undefined && event.isExternal) offer();
  });
  void workbox.register({ immediate: false });
}
