import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { expect, it, vi } from 'vitest';
import { api, queryClient } from '../lib/wallet';
import { openPage, requestsTo, tokenFor } from './render';

/**
 * Issue 26: a screen that starts its first call with its code shows that answer and does not ask
 * again, whether the answer comes before the screen's code (a slow phone) or after it.
 *
 * Their files are `*.fresh.test.tsx` (a module graph of their own). In the shared one they failed
 * twice under load, each time with one ask more than the screen makes; the likeliest cause is
 * another file's call ending without an answer after it, which makes the shared wallet believe
 * the network went and, at the next answer, read its queries again (not reproduced alone).
 */
export function opensWithOneAsk(options: {
  path: string;
  /** The call, as `sent` records it ('GET /api/…'). */
  call: string;
  /** What the answer puts on screen. */
  shown: () => Promise<HTMLElement>;
  prefetch: (queryClient: QueryClient, api: Api) => Promise<void>;
}) {
  const { path, call, shown, prefetch } = options;
  const phone = SEED.players.approved.phone;

  it(`opening ${path}: one ${call}, and its answer shows`, async () => {
    // The answer counts as the screen's for OPENING_FRESH_MS after it came: the page's clock stands
    // still, so a machine slow to load the screen's code (a busy CI) does not outlast that window
    // and make the screen ask again, which is right on a phone that slow but not what this checks.
    vi.useFakeTimers({ toFake: ['Date'] });
    await openPage(path, { as: phone });
    expect(await shown()).toBeDefined();
    expect(requestsTo(call)).toBe(1);
  });

  it(`the answer came before ${path}'s code: the screen shows it without asking again`, async () => {
    // The page's clock stands still here too: on a busy machine the screen's code came more than
    // OPENING_FRESH_MS after the answer, and the screen rightly asked again (a full run, once).
    vi.useFakeTimers({ toFake: ['Date'] });
    localStorage.setItem('auth_token', await tokenFor(phone));
    await prefetch(queryClient, api);
    await openPage(path);
    expect(await shown()).toBeDefined();
    expect(requestsTo(call)).toBe(0);
  });
}
