import { UpdatePrompt } from '@wallet/ui';
import { createHeld } from '../shared/held';

type Apply = () => Promise<void> | void;

const waiting = createHeld<Apply | null>(null);

/**
 * A new build of the site is installed and waiting: `apply` switches to it (it activates the
 * waiting service worker, which then reloads the page). The site's service worker registration
 * calls this (vite-plugin-pwa's `onNeedRefresh`); `AppUpdatePrompt` offers it to the player.
 */
export function offerAppUpdate(apply: Apply): void {
  waiting.set(apply);
}

/** Forgets a waiting update (tests). */
export function resetAppUpdate(): void {
  waiting.set(null);
}

export interface AppUpdatePromptProps {
  /**
   * Keeps the prompt back for now: the player is moving money (`holdsAppUpdate(pathname)` from
   * @wallet/domain). It shows once this turns false, if the update still waits.
   */
  hold?: boolean;
}

/**
 * Issue 15 "an update prompt when a new build is deployed, never a silent reload in the middle of a
 * money flow": the kit's `UpdatePrompt` while a new build waits and nothing holds it back; the page
 * reloads only when the player taps 'Cập nhật'.
 */
export function AppUpdatePrompt({ hold = false }: AppUpdatePromptProps) {
  const apply = waiting.useValue();
  const update = async () => {
    if (!apply) return;
    waiting.set(null);
    try {
      await apply();
    } catch {
      // The waiting worker went away (a newer deploy replaced it): that one is offered instead.
    }
  };
  return (
    <UpdatePrompt
      open={apply !== null && !hold}
      // The switch reloads the page; nothing here waits for it, and `update` never rejects.
      onUpdate={() => void update()}
    />
  );
}
