import { LOADING_OVERLAY_MS } from '@wallet/domain';

/**
 * How long the spec's loading overlay has left: its 3 s count from the page's start (the HTML paints
 * it), not from when this code or the `load` event came.
 */
export const overlayLeftMs = () => Math.max(0, LOADING_OVERLAY_MS - performance.now());

/**
 * Runs `work` once the first screen no longer needs the network or the main thread: after `load`,
 * the spec's loading overlay (nothing under it can be used before it goes), and then an idle
 * moment. For what no first screen shows: the service worker's code and its precache downloads
 * competed with the first screen's calls and pictures when they started at `load` (issue 26).
 */
export function whenFirstScreenIsDone(work: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
    else work();
  };
  const afterLoad = () => window.setTimeout(idle, overlayLeftMs());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Resolves in a task of its own. Work before and after it are then two tasks, not one long one: a
 * phone's main thread is free between them for a tap or a paint (issue 26, Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  // Issue 48 §2 "scheduler.yield where the browser has it": the start-up then goes on ahead of the
  // tasks queued meanwhile (the page's own work keeps its place); elsewhere a 0 ms timer.
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
