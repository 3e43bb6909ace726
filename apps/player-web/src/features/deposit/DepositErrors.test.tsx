import { waitFor, within } from '@testing-library/react';
import { getUserTransactionsQuery } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { api, queryClient } from '../../lib/wallet';
import { dialogSaying } from '../../test/dialogs';
import { openPage } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { deposit } from '../../test/transactions';
import {
  answerCategories,
  deposits,
  findQrStep,
  LOCKED_TEXT,
  openDeposit,
  option,
} from '../../test/deposit-page';

const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const PENDING = 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.';
const BANK_MAINTENANCE = 'Ngân hàng đang bảo trì, vui lòng chọn ngân hàng khác.';
const METHOD_MAINTENANCE = 'Phương thức thanh toán đang bảo trì, vui lòng chọn phương thức khác.';
const MADE_ANYWAY = 'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.';
const NO_ANSWER =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.';
const DEPOSIT_PATH = '/api/account/deposit';

describe('the deposit lock (000 §2 "If the deposit feature is disabled for the account, a modal says …")', () => {
  it('the locked player: the modal says so and nothing can be submitted (form and button disabled)', async () => {
    // ?initial=1 fills in a valid 500, so only the lock stops a submit.
    const { user, screen, amount, submit } = await openDeposit(
      SEED.players.depositLocked.phone,
      '/deposit?initial=1',
    );
    const dialog = await dialogSaying(LOCKED_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    // The reason stays on the page once the modal is closed.
    expect(screen.getByRole('alert').textContent).toBe(LOCKED_TEXT);
    expect(amount.matches(':disabled')).toBe(true);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    submit().closest('form')!.requestSubmit();
    await user.click(submit());
    expect(deposits()).toBe(0);
  });

  it("a lock the page did not know of: the upstream's PLAYER_NOT_ALLOWED_TO_DEPOSIT is the same text, and the form closes", async () => {
    // The page's own check answers "allowed"; the upstream still refuses the locked player.
    await injectFault({
      method: 'GET',
      path: '/player/check/allow/deposit',
      kind: 'status',
      status: 200,
      body: { status: true },
      times: 5,
    });
    const { user, amount, submit } = await openDeposit(SEED.players.depositLocked.phone);
    await user.type(amount, '600');
    await user.click(submit());
    await dialogSaying(LOCKED_TEXT);
    expect(deposits()).toBe(1);
    expect(amount.matches(':disabled')).toBe(true);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the deposit-permission check a deposit rests on (issue 24 §5)', () => {
  it("a failed check says it could not check, with 'Thử lại'; nothing can be sent until it answers", async () => {
    await injectFault({
      method: 'GET',
      path: '/player/check/allow/deposit',
      kind: 'status',
      status: 500,
      times: 10,
    });
    const { user, screen, amount, submit } = await openDeposit();
    expect(
      await screen.findByText(
        'Không thể kiểm tra quyền nạp tiền của tài khoản. Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      ),
    ).toBeDefined();
    expect(amount.matches(':disabled')).toBe(true);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    submit().closest('form')!.requestSubmit();
    expect(deposits()).toBe(0);

    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    expect(amount.matches(':disabled')).toBe(false);
    expect(screen.queryByText(/Không thể kiểm tra quyền nạp tiền/)).toBeNull();
  });
});

describe('deposit errors (000 §8 "Deposit (page)")', () => {
  it('YOU_HAVE_PENDING_TRANSACTION: a second deposit while one waits (made in another tab once this form was offered): the dialog, whose OK goes to /transections (no game link: the answer carries none)', async () => {
    const { user, amount, submit, router } = await openDeposit();
    // The history said none was waiting, so the form stays (a waiting one would take its place).
    await waitFor(() =>
      expect(queryClient.getQueryState(getUserTransactionsQuery(api).queryKey)?.status).toBe(
        'success',
      ),
    );
    await deposit(SEED.payment.bankTransfer, 600_000);
    await user.type(amount, '700');
    await user.click(submit());
    const dialog = await dialogSaying(PENDING);
    expect(within(dialog).queryByRole('link')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(deposits()).toBe(2);
  });

  it.each([
    ['BANK_NOT_SUPPORTED', 'ACB'],
    ['FAILD_TO_GET_QR', 'Agribank'],
  ])(
    '%s: "the bank is under maintenance, choose another": the popup, then another bank with the amount kept',
    async (_code, bank) => {
      const { user, amount, submit } = await openDeposit();
      await user.click(option('Ngân hàng', bank));
      await user.type(amount, '600');
      await user.click(submit());
      const dialog = await dialogSaying(BANK_MAINTENANCE);
      await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      expect((amount as HTMLInputElement).value).toBe('600');
      await user.click(option('Ngân hàng', 'Vietcombank'));
      await user.click(submit());
      await findQrStep();
      expect(deposits()).toBe(2);
    },
  );

  it('WRONG_PAYMENT_METHOD: "the method is under maintenance"', async () => {
    const { user, amount, submit } = await openDeposit();
    await user.click(option('Nhà cung cấp', 'Ví điện tử'));
    await user.click(option('Phương thức', 'Viettel Money (bảo trì)'));
    await user.type(amount, '600');
    await user.click(submit());
    expect(await dialogSaying(METHOD_MAINTENANCE)).toBeDefined();
    expect(deposits()).toBe(1);
  });

  it.each([
    ['NETWORK_ERROR (500)', 500, 'NETWORK_ERROR'],
    ['an unknown code (400)', 400, 'SOMETHING_NEW'],
  ])('%s: "an error, contact support"', async (_case, status, message) => {
    await injectFault({
      method: 'POST',
      path: DEPOSIT_PATH,
      kind: 'status',
      status,
      body: { status: false, message },
    });
    const { user, amount, submit } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    expect(await dialogSaying(GENERIC)).toBeDefined();
    expect(deposits()).toBe(1);
  });
});

describe('a deposit whose answer never came is not sent again (the money guard)', () => {
  it('made upstream, answer lost: the history is offered, and a second tap sends no second POST', async () => {
    await injectFault({ method: 'POST', path: DEPOSIT_PATH, kind: 'drop-after' });
    const { user, amount, submit, router } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    let dialog = await dialogSaying(MADE_ANYWAY);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    await user.click(submit());
    dialog = await dialogSaying(MADE_ANYWAY);
    expect(deposits()).toBe(1);
    await user.click(within(dialog).getByRole('link', { name: 'Lịch sử giao dịch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
  });

  it('lost before the upstream saw it: the history shows nothing, the player is told to look before trying again', async () => {
    await injectFault({ method: 'POST', path: DEPOSIT_PATH, kind: 'drop' });
    const { user, amount, submit } = await openDeposit();
    await user.type(amount, '600');
    await user.click(submit());
    expect(await dialogSaying(NO_ANSWER)).toBeDefined();
    expect(deposits()).toBe(1);
  });

  it('the fresh player whose first deposit was made but whose answer was lost still gets the activation wait', async () => {
    await injectFault({ method: 'POST', path: DEPOSIT_PATH, kind: 'drop-after' });
    const { user, amount, submit } = await openDeposit(SEED.players.fresh.phone);
    await user.type(amount, '600');
    await user.click(submit());
    await dialogSaying(MADE_ANYWAY);
    expect(localStorage.getItem('initialDeposit')).not.toBeNull();
  });
});

describe('loading the providers (a failed list is never an empty one)', () => {
  it('no provider with a method and a bank: the empty text, no form', async () => {
    await answerCategories([
      {
        id: 9,
        category_code: 'none',
        name: 'Không có ngân hàng',
        image: null,
        sort_order: 1,
        payment_methods: [],
      },
    ]);
    const { screen } = await openPage('/deposit', { as: SEED.players.approved.phone });
    expect(
      await screen.findByText(
        'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau hoặc liên hệ Chăm sóc khách hàng.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Số tiền' })).toBeNull();
  });

  it('one malformed bank is dropped; the others are offered and a deposit with one of them works', async () => {
    const bank = (id: unknown, bank_name: unknown, sort_order: number) => ({
      id,
      bank_name,
      bank_image: null,
      sort_order,
    });
    await answerCategories([
      {
        id: 1,
        category_code: 'bank_transfer',
        name: 'Chuyển khoản ngân hàng',
        image: null,
        sort_order: 1,
        payment_methods: [
          {
            id: 11,
            payment_method_code: 'QR',
            payment_method_name: 'Chuyển khoản QR',
            sort_order: 1,
            min_deposit_amount: 150,
            max_deposit_amount: 150_000,
            payment_method_banks: [
              bank(2, 'VietinBank', 2),
              bank('not a number', null, 1),
              bank(3, 'BIDV', 3),
            ],
          },
        ],
      },
    ]);
    const { user, screen, amount, submit } = await openDeposit();
    const banks = within(screen.getByRole('group', { name: 'Ngân hàng' })).getAllByRole('radio');
    expect(banks.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'VietinBank',
      'BIDV',
    ]);
    await user.click(option('Ngân hàng', 'BIDV'));
    await user.type(amount, '600');
    await user.click(submit());
    const step2 = (await findQrStep()).closest('section')!;
    expect(within(step2).getByText('BIDV')).toBeDefined();
  });
});
