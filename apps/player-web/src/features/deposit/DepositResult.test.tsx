import { waitFor, within } from '@testing-library/react';
import { getUserQuery } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { formatBalanceK } from '@wallet/domain';
import { copiedText, FILLS_IN_TEXT, noFillText } from '@wallet/ui';
import { describe, expect, it } from 'vitest';
import { api, queryClient } from '../../lib/wallet';
import { depositInHistory } from './history-entry';
import { approveInConsole } from '../../test/sandbox';
import {
  deposits,
  fetchDepositAnswerOnce,
  findQrStep,
  openDeposit,
  option,
} from '../../test/deposit-page';
import { appLink, expectedLink, onAPhone } from '../../test/bank-apps';
import { injectFault } from '../../test/sandbox';

describe('deposit page: what the answer decides (000 §4 "step1 goes to step2 on a QR result, to redirectPage when is_redirect, and to home when the message is AUTO_APPROVED")', () => {
  it("a QR result: step 2 'Thông tin nạp tiền' with the bank, account name and number, amount, content and copy buttons; 600 K is sent as 600000 VND", async () => {
    const { user, screen, amount, submit, router } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    const step2 = (await findQrStep()).closest('section')!;
    const deposit = depositInHistory(router.state.location.state)!;
    const details = within(step2);
    expect(details.getByText('Vietcombank')).toBeDefined();
    expect(details.getByText('CONG TY TNHH GIAI TRI SAO VIET')).toBeDefined();
    expect(details.getByText('1043645678')).toBeDefined();
    // "The value sent is the typed amount multiplied by 1000."
    expect(details.getByText('600,000 VND')).toBeDefined();
    expect(deposit.amount).toBe(600_000);
    expect(details.getByText(deposit.transaction_id)).toBeDefined();
    for (const name of ['số tài khoản', 'số tiền', 'nội dung chuyển khoản']) {
      expect(details.getByRole('button', { name: `Sao chép ${name}` })).toBeDefined();
    }
    expect(details.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Số tiền' })).toBeNull();
    expect(deposits()).toBe(1);
  });

  it("the phone's back button goes from step 2 to step 1, where the deposit now waiting takes the form's place (issue 47 §2); forward (as a reload of that entry) shows step 2 again", async () => {
    const { user, screen, amount, submit, router } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    expect(router.state.location.pathname).toBe('/deposit');

    await router.navigate(-1);
    const waiting = await screen.findByRole('region', {
      name: 'Lệnh nạp tiền đang chờ thanh toán',
    });
    expect(within(waiting).getByText('600,000 VND')).toBeDefined();
    expect(within(waiting).getByRole('link', { name: 'Tiếp tục thanh toán' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Số tiền' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Thông tin nạp tiền' })).toBeNull();

    await router.navigate(1);
    await findQrStep();
    expect(deposits()).toBe(1);
  });

  it('a redirect result (e-wallet) shows the payment page in a frame with Close, which goes to /transections', async () => {
    const { user, screen, amount, submit, router } = await openDeposit();
    await user.click(option('Nhà cung cấp', 'Ví điện tử'));
    await user.type(amount, '600');
    await user.click(submit());
    const frame = await screen.findByTitle('Trang thanh toán', {}, { timeout: 10_000 });
    const deposit = depositInHistory(router.state.location.state)!;
    expect(frame.getAttribute('src')).toBe(deposit.payment_url);
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
  });

  it('AUTO_APPROVED (card): the balance is read again and the player is home', async () => {
    const { user, amount, submit, router } = await openDeposit();
    // The form can show before the user info has arrived (a busy machine): wait for the balance.
    const before = await waitFor(() => {
      const info = queryClient.getQueryData(getUserQuery(api).queryKey);
      expect(info).toBeDefined();
      return info!.balance;
    });
    await user.click(option('Nhà cung cấp', 'Thẻ cào'));
    await user.type(amount, '1000');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(Number(queryClient.getQueryData(getUserQuery(api).queryKey)!.balance)).toBe(
        Number(before) + 1000,
      ),
    );
    expect(deposits()).toBe(1);
  });

  it('"step2 … poll the transaction status every 10 seconds and go to /transections once the status is true": an approval in the console ends step 2', async () => {
    const { user, screen, amount, submit, router } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    const { transaction_id } = depositInHistory(router.state.location.state)!;
    const before = Number(queryClient.getQueryData(getUserQuery(api).queryKey)?.balance);
    await approveInConsole(transaction_id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'), {
      timeout: 15_000,
    });

    // Issue 47 §2 "Once approved, the player sees a receipt: amount, time, transaction code, the
    // main balance after it".
    const receipt = await screen.findByRole('dialog', { name: 'Nạp tiền thành công' });
    expect(within(receipt).getByText('600,000 VND')).toBeDefined();
    expect(within(receipt).getByText(transaction_id)).toBeDefined();
    expect(within(receipt).getByText('Thời gian')).toBeDefined();
    expect(await within(receipt).findByText(formatBalanceK(before + 600))).toBeDefined();
    await user.click(within(receipt).getByRole('button', { name: 'Xem lịch sử giao dịch' }));
    expect(screen.queryByRole('dialog', { name: 'Nạp tiền thành công' })).toBeNull();
    expect(router.state.location.state).toBeNull();
  }, 25_000);
});

describe('the first deposit starts the activation wait (000 §1 initialDeposit, §4)', () => {
  it('the fresh player (no game account) deposits: the initialDeposit marker is written', async () => {
    const { user, amount, submit } = await openDeposit(SEED.players.fresh.phone);
    await waitFor(() =>
      expect(queryClient.getQueryData(getUserQuery(api).queryKey)?.user_name).toBeNull(),
    );
    const before = Date.now();
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    expect(Number(localStorage.getItem('initialDeposit'))).toBeGreaterThanOrEqual(before);
  });

  it('the approved player deposits: no marker', async () => {
    const { user, amount, submit } = await openDeposit();
    await waitFor(() =>
      expect(queryClient.getQueryData(getUserQuery(api).queryKey)?.user_name).toBeTruthy(),
    );
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    expect(localStorage.getItem('initialDeposit')).toBeNull();
  });
});

/** A 600 K QR deposit made on a phone: its step 2, and the deposit its history entry holds. */
async function step2OnAPhone() {
  onAPhone();
  const page = await openDeposit();
  await page.user.type(page.amount, '600');
  await page.user.click(page.submit());
  await findQrStep();
  return { ...page, deposit: depositInHistory(page.router.state.location.state)! };
}

describe("issue 37 §1 \"On the deposit's step 2 … 'Mở ứng dụng ngân hàng' opens a chooser of Vietnamese bank apps\"", () => {
  it('on a phone: the chosen app opens with the receiving account@BIN, the amount in VND and the content of this deposit; the copy buttons stay', async () => {
    const { user, screen, deposit } = await step2OnAPhone();
    const vcb = await appLink(user, 'Vietcombank');
    expect(vcb.getAttribute('href')).toBe(expectedLink('vcb', deposit));
    expect(vcb.getAttribute('href')).toContain('am=600000&');
    expect(vcb.getAttribute('href')).toContain('@vcb&');
    expect(vcb.getAttribute('target')).toBeNull();
    expect(vcb.textContent).toContain('Không tự điền');
    expect(screen.getAllByRole('button', { name: /^Sao chép/, hidden: true })).toHaveLength(3);
    expect(deposits()).toBe(1);
  });

  it('on a desktop browser: no chooser; the QR is scanned with the phone', async () => {
    const { user, screen, amount, submit } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    expect(
      await screen.findByText(
        'Trên máy tính, hãy quét mã QR bằng ứng dụng ngân hàng trên điện thoại của bạn.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mở ứng dụng ngân hàng' })).toBeNull();
  });

  it('a QR that names another amount than the page shows: no app is offered, the QR and copy buttons stay', async () => {
    onAPhone();
    const { user, screen, amount, submit } = await openDeposit();
    await import('../../components/bank-apps/BankApps');
    // The upstream's answer says 900,000 VND beside a QR for 600,000 VND.
    const real = await fetchDepositAnswerOnce();
    await injectFault({
      method: 'POST',
      path: '/account/deposit',
      kind: 'status',
      status: 200,
      body: { ...real, amount: 900_000 },
    });
    await user.type(amount, '600');
    await user.click(submit());
    await findQrStep();
    expect(screen.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeDefined();
    expect(screen.getByText('900,000 VND')).toBeDefined();
    // The chooser's code was loaded before the answer came (above): given a second, it still
    // offers nothing to open.
    await expect(
      screen.findByRole('button', { name: 'Mở ứng dụng ngân hàng' }, { timeout: 1000 }),
    ).rejects.toThrow();
  });

  it('issue 47 §1: a tap on an app that does not fill in copies the transfer content first and says so; that app is then offered as one button', async () => {
    const { user, screen, deposit } = await step2OnAPhone();
    const vcb = await appLink(user, 'Vietcombank');
    expect(vcb.textContent).toContain(noFillText(deposit.note));
    await user.click(vcb);
    const chooser = screen.getByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
    expect(await within(chooser).findByText(copiedText(deposit.note))).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(deposit.note);

    // Back on step 2 (the chooser closed): the app opened last, and another one beside it.
    await user.click(within(chooser).getByRole('button', { name: 'Đóng' }));
    const again = await screen.findByRole('link', { name: 'Mở Vietcombank' });
    expect(again.getAttribute('href')).toBe(expectedLink('vcb', deposit));
    expect(screen.getByRole('button', { name: 'Chọn ứng dụng khác' })).toBeDefined();
    expect(deposits()).toBe(1);
  });

  it('issue 47 §1 "The chooser lists the five filling apps as filling in"', async () => {
    const { user, screen } = await step2OnAPhone();
    await user.click(await screen.findByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    const chooser = await screen.findByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
    const fills = new RegExp(`${FILLS_IN_TEXT}$`);
    expect(within(chooser).getAllByRole('link', { name: fills })).toHaveLength(5);
    for (const app of [
      'ACB One',
      'BIDV SmartBanking',
      'MB Bank',
      'OCB OMNI - Digital Bank',
      'VietinBank iPay',
    ]) {
      expect(
        within(chooser).getByRole('link', { name: new RegExp(`^${app}\\s*${FILLS_IN_TEXT}`) }),
      ).toBeDefined();
    }
  });
});
