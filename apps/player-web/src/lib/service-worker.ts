import { registerSW } from 'virtual:pwa-register';
import { offerAppUpdate } from '@wallet/shell';

/**
 * Registers the built site's service worker (vite-plugin-pwa, registerType 'prompt'). When a new
 * build has installed and waits, the shell's `AppUpdatePrompt` offers it; only the player's tap on
 * 'Cập nhật' activates it, and the page reloads into the new build then, never before.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => offerAppUpdate(() => update(true)),
  });
}
