import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** /deposit as the logged-in player: a 600 K QR deposit; its step 2 and the deposit's transfer content. */
export async function depositStep2(page: Page, ledger: () => Promise<{ ref: string }[]>) {
  await page.goto('/deposit');
  const amount = page.getByRole('textbox', { name: 'Số tiền', exact: true });
  await expect(amount).toBeEditable();
  await amount.fill('600');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Nạp Tiền/ })
    .click();
  const step2 = page.getByRole('region', { name: 'Thông tin nạp tiền' });
  await expect(step2.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeVisible();
  const [made] = await ledger();
  return { step2, content: made!.ref };
}
