import { fireEvent, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../config';
import { NO_DECIMALS, pasteAmount, refusedPastes, TOO_LONG } from '../../test/amounts';
import { describedBy } from '../../test/described-by';
import { openPage, requestsTo } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';
import {
  submitRefused401,
  tapTwiceAfterLostAnswer,
  UNNAMED_401_BODIES,
} from '../../test/visitor-money';

const WITHDRAW = 'POST /api/public/withdraw';
const lookups = (phone: string) => requestsTo(`GET /api/public/bank/user/${phone}`);

const NO_BANK = 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.';
const PHONE_10 = 'Vui lòng nhập 10 ký tự';
const REQUIRED = 'Vui lòng nhập số tiền';
const BELOW = 'Số tiền rút tối thiểu từ 150 trở lên';
const ABOVE = 'Số tiền rút vượt quá giới hạn 100,000 triệu';
const INSUFFICIENT = 'Bạn không có đủ số dư để thực hiện giao dịch này';
const NOT_ALLOWED = 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền';
const PENDING = 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.';
const LOOKUP_LOGIN_FIRST =
  'Vui lòng đăng nhập trước khi rút tiền. Đăng nhập để thêm tài khoản ngân hàng.';
const LOOKUP_INVALID_PHONE =
  'Vui lòng kiểm tra lại số điện thoại hoặc liên hệ CSKH để được hỗ trợ.';
const LOOKUP_NO_BANK = 'Vui lòng đăng nhập và thêm tài khoản ngân hàng.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const SUCCESS = 'Your transaction was successful!';

// May withdraw, 2,000 K on the balance, one bank (BIDV 21510001234567), nothing pending.
const { phone } = SEED.players.depositLocked;
const BIDV = 'BIDV •••• 4567';

/** The public withdrawals the sandbox acted on (its money ledger). */
const withdrawals = () =>
  sandbox.state.ledger.filter((entry) => entry.operation === 'POST /public/withdraw');

afterEach(() => vi.restoreAllMocks());

/** A visitor on `path`, then the home tile 'RÚT TIỀN' (001 §2 "When logged out it opens the deposit or withdraw modal"). */
async function openFromTile() {
  const page = await openPage('/');
  await page.user.click(await page.screen.findByRole('button', { name: 'RÚT TIỀN' }));
  return withForm(page);
}

async function withForm(page: Awaited<ReturnType<typeof openPage>>) {
  const modal = within(await page.screen.findByRole('dialog', { name: 'RÚT TIỀN' }));
  const phone = modal.getByLabelText('Số điện thoại');
  const form = {
    modal,
    phone,
    bank: modal.getByRole('combobox', { name: 'Chọn ngân hàng' }),
    amount: modal.getByLabelText('Số tiền'),
    submit: modal.getByRole('button', { name: 'Rút Tiền' }),
  };
  return { ...page, form };
}

type Opened = Awaited<ReturnType<typeof openFromTile>>;

/** A field's message (role alert). */
const message = (page: Opened, text: string) =>
  page.form.modal.queryByText(text, { selector: '[role="alert"]' });

/** The visitor leaves the field (a tap on the title). */
const leave = (page: Opened) =>
  page.user.click(page.form.modal.getByRole('heading', { name: 'RÚT TIỀN' }));

/** A phone whose lookup found banks, and an amount in range: the submit is enabled. */
async function fillValid(page: Opened, amount = '150', who: string = phone) {
  const { user, form } = page;
  await user.type(form.phone, who);
  await user.type(form.amount, amount);
  await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
}

/** The lookup answers `body` (a 200 the sandbox serves once). */
const serveLookup = (body: unknown) =>
  injectFault({ method: 'GET', path: '/public/bank/user/*', kind: 'status', status: 200, body });

describe('opening the visitor withdraw modal (001 §2)', () => {
  it("'Nạp rút' → 'RÚT TIỀN' opens it, titled 'RÚT TIỀN'; nothing is asked before a phone is typed", async () => {
    const page = await openPage('/');
    const { screen, user } = page;
    const nav = within(await screen.findByRole('navigation', { name: 'Điều hướng chính' }));
    await user.click(nav.getByRole('button', { name: 'Nạp rút' }));
    await user.click(nav.getByRole('button', { name: 'RÚT TIỀN' }));
    const { form } = await withForm(page);
    expect(form.modal.getByRole('heading', { name: 'RÚT TIỀN' })).toBeDefined();
    // "Without a chosen bank the message is 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'"
    expect(form.modal.getByText(NO_BANK)).toBeDefined();
    expect(form.bank).toHaveProperty('disabled', true);
    expect(form.submit).toHaveProperty('disabled', true);
    expect(sandboxCalls()).toBe(0);

    await user.click(form.modal.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'RÚT TIỀN' })).toBeNull());
  });

  it("the home tile 'RÚT TIỀN' opens it", async () => {
    const { form } = await openFromTile();
    expect(form.modal.getByLabelText('Số điện thoại')).toBeDefined();
    expect(form.submit).toHaveProperty('disabled', true);
  });
});

/** Every call the modal made to the upstream's withdraw paths. */
const sandboxCalls = () => requestsTo(WITHDRAW) + lookups(phone) + lookups(phone.slice(0, 9));

describe('the bank lookup (001 §4, §8 "Visitor withdraw lookup messages")', () => {
  it('"at exactly 10 characters a bank lookup runs … the list is filled, the first bank is preselected"; "Any other length marks it invalid"', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.phone, phone.slice(0, 9));
    expect(lookups(phone.slice(0, 9))).toBe(0);
    await user.type(form.amount, '150');
    expect(message(page, PHONE_10)).not.toBeNull();

    await user.type(form.phone, phone.slice(9));
    expect(await form.modal.findByRole('option', { name: BIDV })).toBeDefined();
    expect(lookups(phone)).toBe(1);
    expect(form.bank).toHaveProperty('value', '2');
    expect(message(page, PHONE_10)).toBeNull();
    expect(form.modal.queryByText(NO_BANK)).toBeNull();
    // Anyone may type a phone: the account's whole number is not shown (docs/decisions.md).
    expect(form.modal.queryByText(/21510001234567/)).toBeNull();
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));

    await user.type(form.phone, '{Backspace}');
    expect(form.modal.queryByRole('option', { name: BIDV })).toBeNull();
    expect(form.submit).toHaveProperty('disabled', true);
  });

  it.each([
    ['a phone no player has: NUMBER_OR_USER_ID_NOT_VALID', '0900000001', LOOKUP_LOGIN_FIRST],
    ['a player without a bank: BANK_NOT_AVAILABLE', SEED.players.fresh.phone, LOOKUP_NO_BANK],
  ])('%s shows its text and no bank; the submit stays off', async (_, who, text) => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.amount, '150');
    await user.type(form.phone, who);
    expect(await form.modal.findByText(text, { selector: '[role="alert"]' })).toBeDefined();
    expect(form.modal.queryAllByRole('option', { name: /•/ })).toHaveLength(0);
    expect(form.modal.getByText(NO_BANK)).toBeDefined();
    expect(form.submit).toHaveProperty('disabled', true);
  });

  it.each([
    [
      'INVALID_PHONE_NUMBER',
      '"asks the user to re-verify the phone or contact support"',
      LOOKUP_INVALID_PHONE,
    ],
    ['SOMETHING_ELSE', '"Any other message shows the log-in-first text."', LOOKUP_LOGIN_FIRST],
  ])('%s: %s', async (code, _, text) => {
    await serveLookup({ message: code, response: [] });
    const page = await openFromTile();
    await page.user.type(page.form.phone, phone);
    expect(await page.form.modal.findByText(text, { selector: '[role="alert"]' })).toBeDefined();
    expect(page.form.submit).toHaveProperty('disabled', true);
  });

  it('more than one bank: the first is preselected, another may be chosen and is the one sent', async () => {
    await serveLookup({
      message: 'SUCCESS',
      response: [
        { id: 77, bank_name: 'Vietcombank', account_number: '0011009998887' },
        { id: 2, bank_name: 'BIDV', account_number: '21510001234567' },
      ],
    });
    const page = await openFromTile();
    const { user, form, screen } = page;
    await fillValid(page);
    expect(form.bank).toHaveProperty('value', '77');
    await user.selectOptions(form.bank, BIDV);
    await user.click(form.submit);
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(sandbox.state.transactions.at(-1)).toMatchObject({
      phone,
      bank_name: 'BIDV',
      bank_account_number: '21510001234567',
    });
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, GENERIC],
    ['no answer', { kind: 'drop' } as const, NETWORK],
  ])(
    "%s: the lookup says it failed (never a phone message), the submit stays off, 'Thử lại' asks again",
    async (_, fault, text) => {
      await injectFault({ method: 'GET', path: '/public/bank/user/*', times: 20, ...fault });
      const page = await openFromTile();
      const { user, form } = page;
      await user.type(form.amount, '150');
      await user.type(form.phone, phone);
      expect(await form.modal.findByText(text, { selector: '[role="alert"]' })).toBeDefined();
      for (const wrong of [LOOKUP_LOGIN_FIRST, LOOKUP_INVALID_PHONE, LOOKUP_NO_BANK, PHONE_10]) {
        expect(form.modal.queryByText(wrong)).toBeNull();
      }
      expect(form.submit).toHaveProperty('disabled', true);

      await clearFaults();
      await user.click(form.modal.getByRole('button', { name: 'Thử lại' }));
      expect(await form.modal.findByRole('option', { name: BIDV })).toBeDefined();
      expect(form.modal.queryByText(text)).toBeNull();
      await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    },
  );
});

describe('the amount and what is sent (001 §5) (a mistake, the correction and one request: src/app/forms.test.tsx)', () => {
  it("by tap: 100 → 'Số tiền rút tối thiểu từ 150 trở lên'; corrected to 150, one tap withdraws 150,000 VND once", async () => {
    const page = await openFromTile();
    const { user, form, screen, router } = page;
    await user.type(form.phone, phone);
    await form.modal.findByRole('option', { name: BIDV });
    await user.type(form.amount, '100');
    // Issue 46 §1 "Every disabled submit says why": at once, under the button and as its
    // description, before the player leaves the field; then in the field, once.
    expect(form.submit).toHaveProperty('disabled', true);
    expect(describedBy(form.submit)).toBe(BELOW);
    expect(form.modal.getAllByText(BELOW)).toHaveLength(1);
    await leave(page);
    expect(message(page, BELOW)).not.toBeNull();
    expect(form.modal.getAllByText(BELOW)).toHaveLength(1);
    expect(form.submit).toHaveProperty('disabled', true);
    await user.click(form.submit);
    expect(requestsTo(WITHDRAW)).toBe(0);

    await user.clear(form.amount);
    await user.type(form.amount, '150');
    expect(message(page, BELOW)).toBeNull();
    expect(describedBy(form.submit)).toBe('');
    // 001 §2 "a real-money conversion line": the typed thousands × 1000; then issue 47 §3's words.
    expect(form.modal.getByText('Thực tế: 150,000 VND')).toBeDefined();
    expect(describedBy(form.amount)).toBe('Thực tế: 150,000 VND · Một trăm năm mươi nghìn đồng');
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    await user.click(form.submit);

    // §4 "200 … closes the modal and shows a success result."
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(screen.getByRole('img', { name: 'Thành công' })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'RÚT TIỀN' })).toBeNull();
    expect(requestsTo(WITHDRAW)).toBe(1);
    // 001 §7 "transaction_amount (entered amount times 1000)".
    expect(withdrawals()).toMatchObject([{ phone, amount: 150_000 }]);
    expect(sandbox.state.transactions.at(-1)).toMatchObject({
      bank_account_number: '21510001234567',
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it("by Enter: 100001 → 'Số tiền rút vượt quá giới hạn 100,000 triệu', nothing sent; corrected, Enter withdraws once", async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await user.type(form.phone, phone);
    await form.modal.findByRole('option', { name: BIDV });
    await user.type(form.amount, '100001');
    await leave(page);
    expect(message(page, ABOVE)).not.toBeNull();
    // "The submit button is disabled … while the inputs are invalid": Enter submits nothing either.
    await user.type(form.amount, '{Enter}');
    expect(requestsTo(WITHDRAW)).toBe(0);

    await user.clear(form.amount);
    await user.type(form.amount, '200');
    expect(message(page, ABOVE)).toBeNull();
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    await user.type(form.amount, '{Enter}');
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(requestsTo(WITHDRAW)).toBe(1);
    expect(withdrawals()).toMatchObject([{ phone, amount: 200_000 }]);
  });

  it('"Empty or zero gives \'Vui lòng nhập số tiền\'"; "digits only, cut to 9 digits" is said, not cut; the clear button empties it', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.phone, phone);
    await user.type(form.amount, '0');
    await leave(page);
    expect(message(page, REQUIRED)).not.toBeNull();
    await user.clear(form.amount);
    await user.type(form.amount, '1234567890');
    expect(form.amount).toHaveProperty('value', '1234567890');
    expect(message(page, TOO_LONG)).not.toBeNull();
    await user.click(form.modal.getByRole('button', { name: 'Xoá số tiền' }));
    expect(form.amount).toHaveProperty('value', '');
    expect(message(page, REQUIRED)).not.toBeNull();
    expect(form.submit).toHaveProperty('disabled', true);
  });

  it('"Submit needs a selected bank, a valid phone lookup and an amount from 150 to 100000": Enter with no bank says \'Nhập số điện thoại hợp lệ để truy cập ngân hàng.\' and sends nothing', async () => {
    const page = await openFromTile();
    const { user, form } = page;
    await user.type(form.amount, '150{Enter}');
    expect(form.modal.getByText(NO_BANK)).toBeDefined();
    await user.type(form.phone, SEED.players.fresh.phone);
    await form.modal.findByText(LOOKUP_NO_BANK);
    await user.type(form.amount, '{Enter}');
    expect(form.submit).toHaveProperty('disabled', true);
    expect(requestsTo(WITHDRAW)).toBe(0);
  });
});

describe('issue 24: the amount is never misread or silently changed', () => {
  it("pasted '150.5', '1,5', '-500', '1234567890' stay as pasted, say why at once, and send nothing; ' 500 ' sends 500 K", async () => {
    const page = await openFromTile();
    const { user, screen, form } = page;
    await user.type(form.phone, phone);
    await form.modal.findByRole('option', { name: BIDV });
    // Typed, not only pasted: '150.5' never becomes 1505.
    await user.type(form.amount, '150.5');
    expect(form.amount).toHaveProperty('value', '150.5');
    expect(message(page, NO_DECIMALS)).not.toBeNull();
    for (const [pasted, shown, text] of refusedPastes(NO_DECIMALS, TOO_LONG)) {
      await pasteAmount(user, form.amount, pasted);
      expect(form.amount).toHaveProperty('value', shown);
      expect(message(page, text)).not.toBeNull();
      // No 'Thực tế' for a text that cannot be sent.
      expect(form.modal.queryByText(/Thực tế/)).toBeNull();
      expect(form.submit).toHaveProperty('disabled', true);
      await user.type(form.amount, '{Enter}');
    }
    expect(requestsTo(WITHDRAW)).toBe(0);
    await pasteAmount(user, form.amount, ' 500 ');
    expect(form.amount).toHaveProperty('value', '500');
    expect(form.modal.queryAllByRole('alert')).toEqual([]);
    expect(form.modal.getByText('Thực tế: 500,000 VND')).toBeDefined();
    await waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
    await user.click(form.submit);
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(requestsTo(WITHDRAW)).toBe(1);
    expect(withdrawals()).toMatchObject([{ phone, amount: 500_000 }]);
  });
});

describe('money is sent once', () => {
  it("a dropped answer: the money guard's text (ask support), and a second tap sends nothing", async () => {
    const page = await openFromTile();
    await fillValid(page);
    await tapTwiceAfterLostAnswer(page, '/public/withdraw');
    expect(requestsTo(WITHDRAW)).toBe(1);
    // The upstream did act on the one request.
    expect(withdrawals()).toHaveLength(1);
  });
});

describe('the result popup (001 §2, §4)', () => {
  it("success: the image, the message, 'Chăm sóc khách hàng' opens the live chat in a new window, OK goes to /", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const page = await openPage('/promotions');
    const { user, screen, router } = page;
    const nav = within(await screen.findByRole('navigation', { name: 'Điều hướng chính' }));
    await user.click(nav.getByRole('button', { name: 'Nạp rút' }));
    await user.click(nav.getByRole('button', { name: 'RÚT TIỀN' }));
    const opened = await withForm(page);
    await fillValid(opened);
    await user.click(opened.form.submit);
    const result = within(await screen.findByRole('dialog', { name: 'Thành công' }));
    expect(result.getByText(SUCCESS)).toBeDefined();

    await user.click(result.getByRole('button', { name: 'Chăm sóc khách hàng' }));
    expect(open).toHaveBeenCalledWith(siteConfig.liveChatUrl, '_blank', 'noopener,noreferrer');

    expect(router.state.location.pathname).toBe('/promotions');
    await user.click(result.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Thành công' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'RÚT TIỀN' })).toBeNull();
  });

  it("\"500 shows the generic error result\": the error image, 'Something went wrong', never the visitor's fault; OK goes to /", async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await fillValid(page);
    await injectFault({ method: 'POST', path: '/public/withdraw', kind: 'status', status: 500 });
    await user.click(form.submit);
    const result = within(await screen.findByRole('dialog', { name: 'Thất bại' }));
    expect(result.getByRole('img', { name: 'Thất bại' })).toBeDefined();
    expect(result.getByText('Something went wrong')).toBeDefined();
    expect(result.getByRole('button', { name: 'Chăm sóc khách hàng' })).toBeDefined();
    for (const wrong of [INSUFFICIENT, NOT_ALLOWED, PENDING]) {
      expect(screen.queryByText(wrong)).toBeNull();
    }
    await user.click(result.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thất bại' })).toBeNull());
    expect(page.router.state.location.pathname).toBe('/');
    expect(withdrawals()).toHaveLength(0);
  });
});

describe('"Visitor withdraw errors" (001 §8): a popup over the form', () => {
  it.each([
    ['INSUFFICIENT_BALANCE (2,001 K of 2,000 K)', phone, '2001', INSUFFICIENT],
    [
      'PLAYER_NOT_ALLOWED_TO_WITHDRAW (a player whose withdrawals are locked)',
      SEED.players.withdrawLocked.phone,
      '150',
      NOT_ALLOWED,
    ],
  ])('%s', async (_, who, amount, text) => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await fillValid(page, amount, who);
    await user.click(form.submit);
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(text)).toBeDefined();
    expect(withdrawals()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The form stays as the visitor left it.
    expect(form.phone).toHaveProperty('value', who);
    expect(form.amount).toHaveProperty('value', amount);
  });

  it('"Any other 400, 401 or 403 shows \'Bạn có một yêu cầu đang chờ xử lý…\' This popup does not close on backdrop click." (a player with a pending withdrawal)', async () => {
    const page = await openFromTile();
    const { user, form, screen } = page;
    await fillValid(page, '150', SEED.players.approved.phone);
    await user.click(form.submit);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(PENDING)).toBeDefined();
    fireEvent.click(dialog);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByText(PENDING)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(WITHDRAW)).toBe(1);
    expect(withdrawals()).toHaveLength(0);
  });

  it('status 403 with another message: the same pending popup', async () => {
    const page = await openFromTile();
    await fillValid(page);
    await injectFault({
      method: 'POST',
      path: '/public/withdraw',
      kind: 'status',
      status: 403,
      body: { status: false, message: 'SOMETHING_ELSE' },
    });
    await page.user.click(page.form.submit);
    expect(within(await page.screen.findByRole('alertdialog')).getByText(PENDING)).toBeDefined();
  });

  it.each(UNNAMED_401_BODIES)(
    "a 401 with %s is the call refused, not a pending request: the error popup says 'Đã xảy ra lỗi…' (issue 24)",
    async (_, body) => {
      const page = await openFromTile();
      await fillValid(page);
      await submitRefused401(page, '/public/withdraw', body);
      expect(withdrawals()).toHaveLength(0);
    },
  );
});

describe('one malformed bank in the lookup answer costs that bank only', () => {
  it('a bank without an id is left out; the others are offered and the first preselected', async () => {
    await injectFault({
      method: 'GET',
      path: `/public/bank/user/${phone}`,
      kind: 'status',
      status: 200,
      body: {
        message: 'SUCCESS',
        response: [
          { bank_name: 'ACB', account_number: '1111222233' },
          { id: 2, bank_name: 'BIDV', account_number: '21510001234567' },
        ],
      },
    });
    const { user, form } = await openFromTile();
    await user.type(form.phone, phone);
    await waitFor(() => expect(form.bank.textContent).toContain(BIDV));
    expect(form.bank.textContent).not.toContain('ACB');
    expect(form.modal.queryByText(NO_BANK)).toBeNull();
  });
});
