import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOAD_ROWS } from '../test/load-rows';
import { clearFaults, injectFault } from '../test/sandbox';

// Issue 45 §1: "a load fails, the page says why, 'Thử lại' brings it", once for every section that
// loads. `useLoadState` (@wallet/shell) and the kit's failed state are proven in their packages;
// this table proves each screen uses them: "never a failed list drawn as empty" (README, How a
// player-web page is built). A new section adds a row in src/test/load-rows.ts.

/** The 'Thử lại' of the part of the page that says `reason`. */
function retryBeside(reason: HTMLElement): HTMLElement {
  for (let box: HTMLElement | null = reason; box; box = box.parentElement) {
    const [retry] = within(box).queryAllByRole('button', { name: 'Thử lại' });
    if (retry) return retry;
  }
  throw new Error(`no 'Thử lại' beside '${reason.textContent}'`);
}

describe.each(LOAD_ROWS)('$section: it fails, says why, and the retry brings it', (row) => {
  it(`GET ${row.path} ${row.fault === 'drop' ? 'gets no answer' : 'answers 500'}: '${row.reason}', then 'Thử lại'`, async () => {
    await injectFault({
      method: 'GET',
      path: row.path,
      times: 100,
      ...(row.fault === 'drop' ? { kind: 'drop' } : { kind: 'status', status: 500 }),
    });
    const { user } = await row.open();
    // Shown from the first failed try, while the client's own retries go on behind it.
    const [reason] = await screen.findAllByText(row.reason);
    if (row.empty) expect(screen.queryByText(row.empty, { exact: false })).toBeNull();
    // In place, not a popup (docs/decisions.md on 001 §8: an inbox's failure is not a popup either).
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await clearFaults();
    await user.click(retryBeside(reason!));
    await waitFor(row.loaded);
    await waitFor(() => expect(screen.queryAllByText(row.reason)).toEqual([]));
    if (row.empty) expect(screen.queryByText(row.empty, { exact: false })).toBeNull();
  });
});
