import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog that says `text` (the page may say it too, behind the dialog). The text and the
 * dialog's opening can arrive in separate renders, so the whole lookup is retried, not only the
 * text's. It waits as long as every query here (src/test/setup.ts).
 */
export function dialogSaying(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByText(text)
      .map((element) => element.closest<HTMLElement>('dialog[open]'))
      .find(Boolean);
    if (!dialog) throw new Error(`no open dialog says '${text}'`);
    return dialog;
  });
}
