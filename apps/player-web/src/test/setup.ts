import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { setupSandbox } from '@wallet/sandbox/vitest';
import { afterEach, vi } from 'vitest';
import { api, queryClient } from '../lib/wallet';
import { useSession } from '../lib/session-store';
import { useUi } from '../lib/ui-store';

/**
 * Page tests run against the upstream sandbox in-process (the sandbox's one page-test set-up) on
 * the address the site is configured with by default, so the site's own api module reaches it
 * unchanged. `sent`: every request the page sent, as 'METHOD /path' (the /api prefix kept).
 */
export const { server, sandbox, sent, hold } = setupSandbox();

// Pages load their code lazily: on a busy machine (CI runs the suites side by side) the first
// import of a chunk can take longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 10_000 });

const initialSession = useSession.getState();
const initialUi = useUi.getState();

// Runs before the sandbox's own clean-up (storage, seed, `sent`).
afterEach(() => {
  cleanup();
  queryClient.clear();
  // The money guard lives as long as the page's api: a lost answer in one test is not the next's.
  api.money.acknowledgeUnknownOutcome();
  // Nor is a call that found no network: the browser saying it is online again clears it.
  globalThis.window?.dispatchEvent(new Event('online'));
  // Query's managers are one per worker (its files share their modules): a tab a test hid or a
  // network it cut is not the next file's.
  // A test's hidden tab (visibility.ts defines it on the document) is not the next one's either.
  if (typeof document !== 'undefined') Reflect.deleteProperty(document, 'visibilityState');
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  useSession.setState(initialSession, true);
  useUi.setState(initialUi, true);
  vi.useRealTimers();
});

if (typeof window !== 'undefined') installDomGaps();

/**
 * What jsdom lacks and only the site uses (the kit's gaps are @wallet/build's jsdom set-up; a test
 * that needs no DOM runs in the node environment).
 */
function installDomGaps() {
  // jsdom has no alert(); the session-expired flow calls it.
  window.alert = vi.fn();
}
