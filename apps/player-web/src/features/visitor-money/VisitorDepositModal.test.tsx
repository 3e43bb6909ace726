import { waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { NO_DECIMALS, pasteAmount, refusedPastes } from '../../test/amounts';
import { dialogSaying } from '../../test/dialogs';
import { describedBy } from '../../test/described-by';
import { openPage, requestsTo } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';
import {
  submitRefused401,
  tapTwiceAfterLostAnswer,
  UNNAMED_401_BODIES,
} from '../../test/visitor-money';
import { appLink, expectedLink, onAPhone } from '../../test/bank-apps';

const METHODS = 'GET /api/public/get/payment_methods';
const DEPOSIT = 'POST /api/public/deposit';
const checks = (phone: string) => requestsTo(`GET /api/public/check/deposit/${phone}`);

const PHONE_10 = 'Vui lòng nhập 10 ký tự';
const LOGIN_FIRST = 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản';
const PENDING = 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const SUCCESS = 'Your transaction was successful!';
const { phone } = SEED.players.approved;

/** The public deposits the sandbox acted on (its money ledger). */
const deposits = () =>
  sandbox.state.ledger.filter((entry) => entry.operation === 'POST /public/deposit');

/** Home as a visitor, then the home tile 'NẠP TIỀN' (000 §2 "For a visitor, the deposit and withdraw tiles open modals"). */
async function openModal() {
  const page = await openPage('/');
  await page.user.click(await page.screen.findByRole('button', { name: 'NẠP TIỀN' }));
  return { ...page, modal: within(await page.screen.findByRole('dialog', { name: 'NẠP TIỀN' })) };
}

/** The modal with its methods loaded, and its form's controls. */
async function withForm({ modal, ...page }: Awaited<ReturnType<typeof openModal>>) {
  await modal.findByRole('radio', { name: 'Vietcombank' });
  const form = {
    modal,
    phone: modal.getByLabelText('Số điện thoại'),
    amount: modal.getByLabelText('Số tiền'),
    submit: modal.getByRole('button', { name: 'Nạp Tiền' }),
  };
  return { ...page, form };
}

const openFromTile = async () => withForm(await openModal());

/** The payment methods answer with `data` (a 200 the sandbox serves once). */
const serveMethods = (data: unknown[]) =>
  injectFault({
    method: 'GET',
    path: '/public/get/payment_methods',
    kind: 'status',
    status: 200,
    body: { status: true, data },
  });

const bank = (
  id: unknown,
  bank_name: string,
  sorting_order: number,
  bank_image: unknown = null,
) => ({
  id,
  bank_name,
  bank_image,
  sorting_order,
});
const qrMethod = (banks: unknown[]) => ({
  id: 11,
  payment_method_code: 'QR',
  payment_method_name: 'Chuyển khoản QR',
  sorting_order: 1,
  payment_method_banks: banks,
});

type Opened = Awaited<ReturnType<typeof openFromTile>>;

/** A field's message (role alert), not the amount's always-present 'min ~ max' tooltip. */
const message = (page: Opened, text: string) =>
  page.form.modal.queryByText(text, { selector: '[role="alert"]' });

/** The visitor leaves the field (a tap on the title: the modal keeps Tab inside, and jsdom lays nothing out). */
const leave = (page: Opened) =>
  page.user.click(page.form.modal.getByRole('heading', { name: 'NẠP TIỀN' }));

/** A valid phone, checked by the upstream, and an amount in range: the submit is enabled. */
async function fillValid(page: Opened, amount = '500', who = phone) {
  const { user, form } = page;
  await user.clear(form.phone);
  await user.type(form.phone, who);
  await user.clear(form.amount);
  await user.type(form.amount, amount);
  await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
}

describe('opening the visitor deposit modal (000 §2, 001 §2 bottom navigation)', () => {
  it("'Nạp rút' → 'NẠP TIỀN' opens it for a visitor; the methods are requested only then (\"Payment methods are fetched only when it is opened\")", async () => {
    const page = await openPage('/');
    const { screen, user } = page;
    const nav = within(await screen.findByRole('navigation', { name: 'Điều hướng chính' }));
    await screen.findByRole('button', { name: 'NẠP TIỀN' });
    expect(requestsTo(METHODS)).toBe(0);

    await user.click(nav.getByRole('button', { name: 'Nạp rút' }));
    expect(requestsTo(METHODS)).toBe(0);
    await user.click(nav.getByRole('button', { name: 'NẠP TIỀN' }));
    const dialog = await screen.findByRole('dialog', { name: 'NẠP TIỀN' });
    const { form } = await withForm({ ...page, modal: within(dialog) });
    expect(requestsTo(METHODS)).toBe(1);
    expect(form.modal.getByRole('heading', { name: 'NẠP TIỀN' })).toBeDefined();
    expect(form.submit).toHaveProperty('disabled', true);

    // Closed, nothing more is asked for.
    await user.click(form.modal.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'NẠP TIỀN' })).toBeNull());
    expect(requestsTo(METHODS)).toBe(1);
  });

  it('the home tile \'NẠP TIỀN\' opens it; "The first method (lowest sorting_order) is selected, and its first bank (by sort order)"', async () => {
    const { form } = await openFromTile();
    expect(form.modal.getByRole('radio', { name: 'Chuyển khoản QR' })).toHaveProperty(
      'checked',
      true,
    );
    expect(form.modal.getByRole('radio', { name: 'Ví MoMo' })).toHaveProperty('checked', false);
    expect(form.modal.getByRole('radio', { name: 'Vietcombank' })).toHaveProperty('checked', true);
    expect(form.modal.getAllByRole('radio')).toHaveLength(2 + 8);
  });

  it('the lowest sorting_order wins, not the first in the answer; banks by "sort_order (or sorting_order)"', async () => {
    await serveMethods([
      {
        id: 21,
        payment_method_code: 'MOMO',
        payment_method_name: 'Ví MoMo',
        sorting_order: 2,
        payment_method_banks: [bank(21, 'MoMo', 1)],
      },
      qrMethod([bank(2, 'VietinBank', 2), bank(1, 'Vietcombank', 1)]),
    ]);
    const { form } = await openFromTile();
    expect(form.modal.getByRole('radio', { name: 'Chuyển khoản QR' })).toHaveProperty(
      'checked',
      true,
    );
    expect(form.modal.getByRole('radio', { name: 'Vietcombank' })).toHaveProperty('checked', true);
    const banks = within(form.modal.getByRole('group', { name: 'Chọn ngân hàng' }));
    expect(banks.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Vietcombank',
      'VietinBank',
    ]);
  });
});

describe('the phone check, the amount and what is sent (000 §5) (a mistake, the correction and one request: src/app/forms.test.tsx)', () => {
  it('by tap: a 9-digit phone, then 100 K; each message, each correction; one tap deposits 500 K once', async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await user.type(form.phone, phone.slice(0, 9));
    await user.click(form.amount);
    // "Deposit phone (modal): numeric, exactly 10 characters, else 'Vui lòng nhập 10 ký tự'."
    expect(message(page, PHONE_10)).not.toBeNull();
    expect(checks(phone.slice(0, 9))).toBe(0);
    expect(form.submit).toHaveProperty('disabled', true);

    // "at exactly 10 characters a check runs. Passing marks the phone valid."
    await user.type(form.phone, phone.slice(9));
    await waitFor(() => expect(message(page, PHONE_10)).toBeNull());
    await waitFor(() => expect(checks(phone)).toBe(1));

    // "An out-of-range value opens a tooltip showing 'min ~ max'."
    await user.type(form.amount, '100');
    // Said once, by the field as it is typed: not again under the disabled button.
    expect(message(page, '150 ~ 150,000')).not.toBeNull();
    expect(describedBy(form.submit)).toBe('');
    await leave(page);
    expect(message(page, '150 ~ 150,000')).not.toBeNull();
    expect(form.amount.getAttribute('aria-invalid')).toBe('true');
    expect(form.submit).toHaveProperty('disabled', true);

    await user.clear(form.amount);
    await user.type(form.amount, '500');
    expect(message(page, '150 ~ 150,000')).toBeNull();
    // Issue 47 §3 "the value in VND and in Vietnamese words, as bank apps show it".
    expect(describedBy(form.amount)).toContain('500 K = 500,000 VND · Năm trăm nghìn đồng');
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    expect(describedBy(form.submit)).toBe('');
    await user.click(form.submit);

    // "Success closes the modal and opens the result modal."
    const result = within(await dialogSaying(SUCCESS));
    expect(screen.queryByRole('dialog', { name: 'NẠP TIỀN' })).toBeNull();
    expect(requestsTo(DEPOSIT)).toBe(1);
    // "The value sent is the typed amount multiplied by 1000."
    expect(deposits()).toMatchObject([{ phone, amount: 500_000 }]);

    await user.click(result.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(SUCCESS)).toBeNull());
  });

  it('quick amounts: "the minimum, 25%, 50%, 75% and the maximum of the bound", labelled in K and \'Triệu\'', async () => {
    const { user, form } = await openFromTile();
    const quick = within(form.modal.getByRole('group', { name: 'Chọn nhanh số tiền' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '150K',
      '37.5 Triệu',
      '75 Triệu',
      '112.5 Triệu',
      '150 Triệu',
    ]);
    await user.click(quick.getByRole('button', { name: '75 Triệu' }));
    expect(form.amount).toHaveProperty('value', '75000');
  });

  it('"The bank\'s min and max bound the amount": Techcombank\'s 500 ~ 100,000', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.click(form.modal.getByRole('radio', { name: 'Techcombank' }));
    await user.type(form.amount, '150');
    await leave(page);
    expect(message(page, '500 ~ 100,000')).not.toBeNull();
    await user.type(form.phone, phone);
    await user.clear(form.amount);
    await user.type(form.amount, '500');
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
  });

  it('"Changing the method clears a selection message"', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.amount, '100');
    await leave(page);
    expect(message(page, '150 ~ 150,000')).not.toBeNull();
    await user.click(form.modal.getByRole('radio', { name: 'Ví MoMo' }));
    expect(message(page, '150 ~ 150,000')).toBeNull();
    expect(form.modal.getByRole('radio', { name: 'MoMo' })).toHaveProperty('checked', true);
    // Still out of range: leaving the amount says so again.
    await user.click(form.amount);
    await leave(page);
    expect(message(page, '150 ~ 150,000')).not.toBeNull();
  });
});

describe('issue 24: the amount is never misread or silently changed', () => {
  it("pasted '150.5', '1,5', '-500', '1234567890' stay as pasted with their message, and send nothing; ' 500 ' deposits 500 K", async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await user.type(form.phone, phone);
    await waitFor(() => expect(checks(phone)).toBe(1));
    // Typed: the message shows at once, before the field is left.
    await user.type(form.amount, '150.5');
    expect(form.amount).toHaveProperty('value', '150.5');
    expect(message(page, NO_DECIMALS)).not.toBeNull();
    for (const [pasted, shown, text] of refusedPastes(NO_DECIMALS, '150 ~ 150,000')) {
      await pasteAmount(user, form.amount, pasted);
      expect(form.amount).toHaveProperty('value', shown);
      await leave(page);
      expect(message(page, text)).not.toBeNull();
      expect(form.submit).toHaveProperty('disabled', true);
      await user.type(form.amount, '{Enter}');
    }
    expect(requestsTo(DEPOSIT)).toBe(0);
    await pasteAmount(user, form.amount, ' 500 ');
    expect(form.amount).toHaveProperty('value', '500');
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    await user.click(form.submit);
    await dialogSaying(SUCCESS);
    expect(requestsTo(DEPOSIT)).toBe(1);
    expect(deposits()).toMatchObject([{ phone, amount: 500_000 }]);
    expect(screen.queryByRole('dialog', { name: 'NẠP TIỀN' })).toBeNull();
  });
});

describe('"Deposit modal submit is enabled only when …" (000 §5)', () => {
  it('a method chosen, no phone error, the phone validated, the amount set and in range; the disabled button says why', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    expect(form.submit).toHaveProperty('disabled', true);
    // Issue 46 §1 "Every disabled submit says why, in the spec's words": under the button and as
    // its description, unless a field already says it.
    expect(describedBy(form.submit)).toBe(PHONE_10);
    await user.type(form.amount, '500');
    expect(form.submit).toHaveProperty('disabled', true);
    expect(describedBy(form.submit)).toBe(PHONE_10);

    // A phone that is not a player's: "Failing shows an error message and marks it invalid."
    await user.type(form.phone, '0900000001');
    expect(await form.modal.findByText(LOGIN_FIRST)).toBeDefined();
    expect(form.submit).toHaveProperty('disabled', true);
    expect(form.modal.getAllByText(LOGIN_FIRST)).toHaveLength(1);
    expect(describedBy(form.submit)).toBe('');

    // A player whose deposits are locked: the same.
    await user.clear(form.phone);
    await user.type(form.phone, SEED.players.depositLocked.phone);
    await waitFor(() => expect(checks(SEED.players.depositLocked.phone)).toBe(1));
    expect(await form.modal.findByText(LOGIN_FIRST)).toBeDefined();
    expect(form.submit).toHaveProperty('disabled', true);

    // "Any other length marks it invalid."
    await user.clear(form.phone);
    await user.type(form.phone, phone);
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    expect(form.modal.queryByText(LOGIN_FIRST)).toBeNull();
    await user.type(form.phone, '{Backspace}');
    expect(form.submit).toHaveProperty('disabled', true);
    await user.click(form.submit);
    expect(requestsTo(DEPOSIT)).toBe(0);
  });

  it('a phone check that fails says so (never "log in first") and can be retried', async () => {
    await injectFault({
      method: 'GET',
      path: '/public/check/deposit/*',
      kind: 'status',
      status: 500,
      times: 20,
    });
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.amount, '500');
    await user.type(form.phone, phone);
    expect(await form.modal.findByText(GENERIC, { selector: '[role="alert"]' })).toBeDefined();
    expect(form.modal.queryByText(LOGIN_FIRST)).toBeNull();
    expect(form.submit).toHaveProperty('disabled', true);

    await clearFaults();
    await user.click(form.modal.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    expect(form.modal.queryByText(GENERIC)).toBeNull();
  });

  it('a phone check with no answer says it is the network', async () => {
    await injectFault({ method: 'GET', path: '/public/check/deposit/*', kind: 'drop', times: 20 });
    const { user, form } = await openFromTile();
    await user.type(form.phone, phone);
    expect(await form.modal.findByText(NETWORK)).toBeDefined();
    expect(form.modal.queryByText(LOGIN_FIRST)).toBeNull();
  });
});

describe('money is sent once', () => {
  it("a dropped answer: the money guard's text (ask support), and a second tap sends nothing", async () => {
    const page = await openFromTile();
    await fillValid(page);
    await tapTwiceAfterLostAnswer(page, '/public/deposit');
    expect(requestsTo(DEPOSIT)).toBe(1);
    // The upstream did act on the one request.
    expect(deposits()).toHaveLength(1);
  });
});

describe('after a visitor deposit: where to send the money (ours, docs/decisions.md)', () => {
  it('a QR method: the result shows the QR, the bank, account name and number, amount and transfer content to copy', async () => {
    const page = await openFromTile();
    await fillValid(page, '500');
    await page.user.click(page.form.submit);
    const result = within(await page.screen.findByRole('dialog', { name: 'Thành công' }));
    expect(result.getByText(SUCCESS)).toBeDefined();
    const [made] = sandbox.state.transactions.slice(-1);
    expect(result.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeDefined();
    expect(result.getByText(made!.bank_account_number)).toBeDefined();
    expect(result.getByText(made!.bank_account_name)).toBeDefined();
    expect(result.getByText('500,000 VND')).toBeDefined();
    expect(result.getByText(made!.transaction_id)).toBeDefined();
    expect(result.getAllByRole('button', { name: /^Sao chép/ })).toHaveLength(3);
  });

  it("issue 37 §1 \"the visitor deposit's result\": on a phone, 'Mở ứng dụng ngân hàng' opens the chosen bank app with this deposit filled in", async () => {
    onAPhone();
    const page = await openFromTile();
    await fillValid(page, '500');
    await page.user.click(page.form.submit);
    await page.screen.findByRole('dialog', { name: 'Thành công' });
    const [made] = sandbox.state.transactions.slice(-1);
    const ocb = await appLink(page.user, 'OCB OMNI');
    expect(ocb.getAttribute('href')).toBe(
      // A visitor has no history: the bank app brings them back to home (issue 47 §1).
      expectedLink('ocb', { ...made!, amount: 500_000, note: made!.note! }, '/'),
    );
    // VietQR marks this app as filling in the transfer.
    expect(ocb.textContent).toContain('Tự điền số tài khoản, số tiền và nội dung');
  });
});

describe('outcomes (000 §4, §8 "Deposit (public modal)")', () => {
  it.each([[403], [400], [401]])(
    '"Status %s with message PLAYER_NOT_ALLOWED_TO_DEPOSIT: dialog \'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản\'"',
    async (status) => {
      const page = await openFromTile();
      const { user, form, screen } = page;
      await fillValid(page);
      await injectFault({
        method: 'POST',
        path: '/public/deposit',
        kind: 'status',
        status,
        body: { status: false, message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' },
      });
      await user.click(form.submit);
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(LOGIN_FIRST)).toBeDefined();
      await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      // The form stays, as the visitor left it.
      expect(form.phone).toHaveProperty('value', phone);
      expect(form.submit).toHaveProperty('disabled', false);
    },
  );

  it('"The same statuses with any other message": a player with a pending deposit (deposit twice) gets \'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.\'', async () => {
    const first = await openFromTile();
    await fillValid(first);
    await first.user.click(first.form.submit);
    await first.user.click(await first.screen.findByRole('button', { name: 'OK' }));

    await first.user.click(first.screen.getByRole('button', { name: 'NẠP TIỀN' }));
    const second = await withForm({
      ...first,
      modal: within(await first.screen.findByRole('dialog', { name: 'NẠP TIỀN' })),
    });
    await fillValid(second, '600');
    await second.user.click(second.form.submit);
    const dialog = await second.screen.findByRole('alertdialog');
    expect(within(dialog).getByText(PENDING)).toBeDefined();
    expect(requestsTo(DEPOSIT)).toBe(2);
    expect(deposits()).toHaveLength(1);
  });

  it.each(UNNAMED_401_BODIES)(
    "a 401 with %s is the call refused, not a pending request: the error dialog says 'Đã xảy ra lỗi…' (issue 24)",
    async (_, body) => {
      const page = await openFromTile();
      await fillValid(page);
      await submitRefused401(page, '/public/deposit', body);
      expect(deposits()).toHaveLength(0);
    },
  );

  it("\"Status 500: the result modal in error mode.\" — 'Something went wrong', never the visitor's fault", async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await fillValid(page);
    await injectFault({ method: 'POST', path: '/public/deposit', kind: 'status', status: 500 });
    await user.click(form.submit);
    expect(await screen.findByRole('img', { name: 'Thất bại' })).toBeDefined();
    expect(screen.getByText('Something went wrong')).toBeDefined();
    expect(screen.queryByText(LOGIN_FIRST)).toBeNull();
    expect(screen.queryByText(PENDING)).toBeNull();

    // Closed, the visitor may try again: one more request, and it goes through.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(form.submit);
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(requestsTo(DEPOSIT)).toBe(2);
  });
});

describe('the payment methods', () => {
  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, GENERIC],
    ['no answer', { kind: 'drop' } as const, NETWORK],
  ])(
    '%s: "Failure to load payment methods" shows why with \'Thử lại\', never an empty list; the retry brings them',
    async (_, fault, text) => {
      await injectFault({
        method: 'GET',
        path: '/public/get/payment_methods',
        times: 20,
        ...fault,
      });
      const { user, modal } = await openModal();
      expect(await modal.findByText(text)).toBeDefined();
      expect(modal.queryByRole('radio')).toBeNull();
      expect(
        modal.queryByText('Hiện chưa có phương thức nạp tiền nào.', { exact: false }),
      ).toBeNull();

      await clearFaults();
      await user.click(modal.getByRole('button', { name: 'Thử lại' }));
      expect(await modal.findByRole('radio', { name: 'Vietcombank' })).toBeDefined();
      expect(modal.queryByText(text)).toBeNull();
    },
  );

  it('no method at all says so (ours)', async () => {
    await serveMethods([]);
    const { modal } = await openModal();
    expect(
      await modal.findByText(
        'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau hoặc liên hệ Chăm sóc khách hàng.',
      ),
    ).toBeDefined();
    expect(modal.queryByRole('button', { name: 'Nạp Tiền' })).toBeNull();
  });

  it('one malformed method and one malformed bank cost one card each; an unsafe logo only its image', async () => {
    await serveMethods([
      {
        id: 'not-a-number',
        payment_method_code: 'BROKEN',
        payment_method_name: 'Phương thức hỏng',
        sorting_order: 0,
        payment_method_banks: [bank(9, 'Ngân hàng của phương thức hỏng', 1)],
      },
      qrMethod([
        bank(1, 'Vietcombank', 1),
        bank('x', 'Ngân hàng hỏng', 2),
        bank(3, 'BIDV', 3, 'javascript:alert(1)'),
      ]),
    ]);
    const page = await openFromTile();
    const { form } = page;
    const banks = within(form.modal.getByRole('group', { name: 'Chọn ngân hàng' }));
    expect(banks.getAllByRole('radio')).toHaveLength(2);
    expect(
      banks.getByRole('radio', { name: 'BIDV' }).closest('label')?.querySelector('img'),
    ).toBeNull();
    expect(form.modal.queryByText('Ngân hàng hỏng')).toBeNull();
    expect(form.modal.queryByText('Phương thức hỏng')).toBeNull();
    // One method left: no method choice to make.
    expect(form.modal.queryByRole('group', { name: 'Phương thức nạp tiền' })).toBeNull();
    // The rest works: a deposit through the method that was read.
    await fillValid(page);
    await page.user.click(form.submit);
    expect(await page.screen.findByText(SUCCESS)).toBeDefined();
  });
});
