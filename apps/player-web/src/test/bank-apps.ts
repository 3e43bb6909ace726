import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vietQrBankCode } from '@wallet/domain';
import { BANKS } from '@wallet/sandbox';
import { onTestFinished, vi } from 'vitest';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The page runs in a phone's browser (an Android phone's user agent) until the test ends. */
export function onAPhone(): void {
  const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  onTestFinished(() => agent.mockRestore());
}

/**
 * The VietQR app link a sandbox deposit of the house's `bankName` account should open, written as
 * vietqr.io/deeplink does (its bank code after `@`, '+' for a space), returning to `returnTo`.
 */
export function expectedLink(
  app: string,
  deposit: {
    bank_name: string;
    bank_account_number: string;
    bank_account_name: string;
    amount: number;
    note: string;
  },
  returnTo = '/transections',
): string {
  const code = vietQrBankCode(BANKS.find((bank) => bank.name === deposit.bank_name)!.bin);
  return (
    `https://dl.vietqr.io/pay?app=${app}&am=${deposit.amount}&tn=${deposit.note}` +
    `&ba=${deposit.bank_account_number}@${code}` +
    `&bn=${deposit.bank_account_name.replaceAll(' ', '+')}&url=${location.origin}${returnTo}`
  );
}

/** Opens the chooser from 'Mở ứng dụng ngân hàng' and returns the link of the app named `name`. */
export async function appLink(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
  const chooser = await screen.findByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
  return within(chooser).getByRole('link', { name: new RegExp(name) });
}
