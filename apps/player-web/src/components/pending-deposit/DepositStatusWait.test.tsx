import { act, screen, waitFor, within } from '@testing-library/react';
import { DEPOSIT_STATUS_WAIT_LABEL } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { findQrStep, openDeposit } from '../../test/deposit-page';
import { pageClock, seconds } from '../../test/page-clock';
import { openPage } from '../../test/render';
import { hold, sent } from '../../test/setup';
import { deposit, idOf } from '../../test/transactions';

// Issue 37 §3 "the deposit's 10 s status polls … show that something is going on and for how long".

const CHECK = 'GET /api/account/transaction/status/check/';
const checks = () => sent.filter((line) => line.startsWith(CHECK));
const waitBar = () => screen.getByRole('progressbar', { name: DEPOSIT_STATUS_WAIT_LABEL });
const words = () => waitBar().getAttribute('aria-valuetext');
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a waiting deposit says how long it has waited and when its status is checked next', () => {
  it('deposit step 2: under the QR details, "Đã chờ … · kiểm tra lại sau …" counting down to the next check, and "đang kiểm tra…" while a check is on its way', async () => {
    const { user, amount, submit } = await openDeposit();
    await user.type(amount, '600');
    pageClock();
    await user.click(submit());
    const step2 = (await findQrStep()).closest('section')!;
    expect(follows(within(step2).getByRole('img', { name: 'Mã QR chuyển khoản' }), waitBar())).toBe(
      true,
    );
    expect(step2.contains(waitBar())).toBe(true);
    // The first check is made as the step opens; the next is 10 s after its answer.
    await waitFor(() => expect(words()).toBe('Đã chờ 0 giây · kiểm tra lại sau 10 giây'));
    expect(waitBar().getAttribute('aria-valuemax')).toBe('10');

    await seconds(4);
    expect(words()).toBe('Đã chờ 4 giây · kiểm tra lại sau 6 giây');
    expect(waitBar().getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByText('Đã chờ 4 giây · kiểm tra lại sau 6 giây')).toBeDefined();

    // The next check is held on its way for as long as the test looks.
    const held = hold('GET', checks()[0]!.slice('GET /api'.length));
    await seconds(6);
    await held.arrived;
    await waitFor(() => expect(words()).toBe('Đã chờ 10 giây · đang kiểm tra…'));
    expect(screen.getByText('Đã chờ 10 giây · đang kiểm tra…')).toBeDefined();
    held.release();
    await waitFor(() => expect(words()).toBe('Đã chờ 10 giây · kiểm tra lại sau 10 giây'));
    await seconds(60);
    await waitFor(() => expect(words()).toBe('Đã chờ 1 phút 10 giây · kiểm tra lại sau 10 giây'));
    await seconds(5);
    expect(words()).toBe('Đã chờ 1 phút 15 giây · kiểm tra lại sau 5 giây');
  });

  it("a pending deposit's payment page (its detail): the same wait, above the provider's page", async () => {
    const { router } = await openPage('/', { as: SEED.players.approved.phone });
    await deposit(SEED.payment.ewallet, 500_000);
    const id = await idOf((t) => t.transaction_purpose === 'deposit' && t.is_approved === 0);
    pageClock();
    await act(() => router.navigate(`/transections/${id}`));
    const frame = await screen.findByTitle('Trang thanh toán');
    await waitFor(() => expect(words()).toBe('Đã chờ 0 giây · kiểm tra lại sau 10 giây'));
    expect(follows(waitBar(), frame)).toBe(true);
    await seconds(3);
    expect(words()).toBe('Đã chờ 3 giây · kiểm tra lại sau 7 giây');
  });
});
