import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogSaying } from '../../test/dialogs';
import {
  clockFromHere,
  holdPastTheWait,
  ledger,
  TOLD,
  waitOutTheSite,
} from '../../test/money-wait';
import { approvePendingWithdrawal, openWithdraw, withdrawals } from '../../test/withdraw-page';

describe(`a withdrawal the upstream holds past the site's wait (issue 24 §3 "A money call never waits without end")`, () => {
  it('after the wait it says so instead of staying on "processing"; the same tap sends nothing; one withdrawal is made', async () => {
    await approvePendingWithdrawal();
    const { arrived } = await holdPastTheWait('/api/account/withdraw');
    const page = await openWithdraw();
    await page.user.type(page.amount, '150');
    await page.user.click(page.next());
    await page.screen.findByRole('radio', { name: /Vietcombank/ });
    clockFromHere();
    await page.user.click(page.send());
    await waitOutTheSite('POST /account/withdraw');
    const dialog = await dialogSaying(TOLD);
    expect(page.send().disabled).toBe(false);
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await page.user.click(page.send());
    await arrived;
    expect(ledger('POST /account/withdraw')).toHaveLength(1);
    expect(withdrawals()).toBe(1);
  });
});
