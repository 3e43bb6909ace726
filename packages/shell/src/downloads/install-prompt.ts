import { useCallback, useEffect, useRef } from 'react';
import { createHeld } from '../shared/held';

/**
 * The event a browser fires when it would install the site as an app (Chromium's
 * `beforeinstallprompt`; not in the DOM typings).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

const deferred = createHeld<BeforeInstallPromptEvent | null>(null);
let watching: Window | null = null;

function onBeforeInstallPrompt(event: Event) {
  // Keeps the browser's own mini-infobar away: the screens offer installing with their button.
  event.preventDefault();
  deferred.set(event as BeforeInstallPromptEvent);
}

function onInstalled() {
  deferred.set(null);
}

/**
 * Starts listening for the browser's offer to install the site. Idempotent. A shell calls it when
 * it starts (main.tsx), since the browser may fire the event before the downloads screen's code has
 * loaded; the screens also call it when they show.
 */
export function watchInstallPrompt(target: Window = window): void {
  if (watching === target) return;
  watching?.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  watching?.removeEventListener('appinstalled', onInstalled);
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onInstalled);
  watching = target;
}

/** Forgets the kept event (tests). */
export function resetInstallPrompt(): void {
  deferred.set(null);
}

export interface InstallPrompt {
  /** The browser offered installing and the player has not answered yet. */
  available: boolean;
  /** Shows the browser's install dialog once; the offer goes away after the player's choice. */
  install: () => Promise<void>;
}

/**
 * Issue 14: "On browsers that support installing a web app, the downloads screens also offer
 * installing the player site". `available` turns true when the browser fired `beforeinstallprompt`
 * and false after the player's choice or `appinstalled`.
 */
export function useInstallPrompt(): InstallPrompt {
  useEffect(() => watchInstallPrompt(), []);
  const event = deferred.useValue();
  const prompting = useRef(false);
  const install = useCallback(async () => {
    const current = deferred.get();
    // A double tap asks once: the event's prompt() may be called only once anyway.
    if (!current || prompting.current) return;
    prompting.current = true;
    try {
      await current.prompt();
      await current.userChoice;
    } catch {
      // The browser refused to show it (already shown): the offer goes away all the same.
    } finally {
      prompting.current = false;
      if (deferred.get() === current) deferred.set(null);
    }
  }, []);
  return { available: event !== null, install };
}
