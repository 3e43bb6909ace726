import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { pasteAmount, refusedPastes } from '../../test/amounts';
import { describedBy } from '../../test/described-by';
import { sandbox } from '../../test/setup';
import {
  DECIMAL_TEXT,
  deposits,
  fieldMessages,
  findQrStep,
  openDeposit,
  option,
  RANGE_TEXT,
} from '../../test/deposit-page';

describe("deposit page step 1: the amount's bounds (a mistake, the correction and one request: src/app/forms.test.tsx)", () => {
  it("100 shows the 'min ~ max' tooltip text (000 §5)", async () => {
    const { user, screen, amount, submit } = await openDeposit();
    // "An out-of-range value opens a tooltip showing 'min ~ max'" — the page bound 500 ~ 150000.
    expect(screen.getByRole('tooltip').textContent).toBe(RANGE_TEXT);
    await user.type(amount, '100');
    await user.click(submit());
    await waitFor(() => expect(fieldMessages()).toEqual([RANGE_TEXT]));
    expect(deposits()).toBe(0);
  });

  it("a bank's own bound replaces the page's: Techcombank 500 ~ 100,000 refuses 120000", async () => {
    const { user, screen, amount, submit } = await openDeposit();
    await user.click(option('Ngân hàng', 'Techcombank'));
    expect(screen.getByRole('tooltip').textContent).toBe('500 ~ 100,000');
    await user.type(amount, '120000');
    await user.click(submit());
    await waitFor(() => expect(fieldMessages()).toEqual(['500 ~ 100,000']));
    expect(deposits()).toBe(0);
  });
});

describe('issue 46 §1: an amount message says what is wrong, for the provider now chosen', () => {
  it("nothing typed says 'Vui lòng nhập số tiền', not the range; 200 refused by Techcombank (500 ~ 100,000) is said again for the card's 500 ~ 5,000, and 600 clears it", async () => {
    const { user, amount, submit } = await openDeposit();
    await user.click(submit());
    await waitFor(() => expect(fieldMessages()).toEqual(['Vui lòng nhập số tiền']));
    await user.click(option('Ngân hàng', 'Techcombank'));
    await user.type(amount, '200');
    await waitFor(() => expect(fieldMessages()).toEqual(['500 ~ 100,000']));
    await user.click(option('Nhà cung cấp', 'Thẻ cào'));
    await waitFor(() => expect(fieldMessages()).toEqual(['500 ~ 5,000']));
    await user.clear(amount);
    await user.type(amount, '600');
    await waitFor(() => expect(fieldMessages()).toEqual([]));
    expect(deposits()).toBe(0);
  });
});

describe('issue 47 §3: the amount said in full', () => {
  it("'1 K = 1,000 VND' before anything is typed, then '600 K = 600,000 VND · Sáu trăm nghìn đồng' under the field, as its description; a quick amount too; the rate again for a refused entry", async () => {
    const { user, screen, amount } = await openDeposit();
    const said = () => describedBy(amount);
    // Before anything is typed: what one K is.
    expect(said()).toContain('1 K = 1,000 VND');
    await user.type(amount, '600');
    expect(said()).toContain('600 K = 600,000 VND · Sáu trăm nghìn đồng');
    expect(screen.getByText('600 K = 600,000 VND · Sáu trăm nghìn đồng')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '1005');
    expect(said()).toContain('1,005 K = 1,005,000 VND · Một triệu không trăm linh năm nghìn đồng');
    await user.click(screen.getByRole('button', { name: '150 Triệu' }));
    expect(said()).toContain('150,000 K = 150,000,000 VND · Một trăm năm mươi triệu đồng');
    await user.clear(amount);
    await user.type(amount, '5.5');
    expect(said()).not.toContain('VND ·');
    expect(said()).toContain('1 K = 1,000 VND');
  });
});

describe('issue 24: the amount is never misread or silently changed', () => {
  it("pasted '150.5', '1,5', '-500', '1234567890' stay as pasted with their message, and send nothing; ' 500 ' deposits 500 K", async () => {
    const { user, amount, submit } = await openDeposit();
    // Typed: the message shows at once, before the field is left.
    await user.type(amount, '150.5');
    expect(amount).toHaveProperty('value', '150.5');
    expect(fieldMessages()).toEqual([DECIMAL_TEXT]);
    for (const [pasted, shown, message] of refusedPastes(DECIMAL_TEXT, RANGE_TEXT)) {
      await pasteAmount(user, amount, pasted);
      expect(amount).toHaveProperty('value', shown);
      await user.click(submit());
      await waitFor(() => expect(fieldMessages()).toEqual([message]));
      await user.type(amount, '{Enter}');
    }
    expect(deposits()).toBe(0);
    await pasteAmount(user, amount, ' 500 ');
    expect(amount).toHaveProperty('value', '500');
    await waitFor(() => expect(fieldMessages()).toEqual([]));
    await user.click(submit());
    await findQrStep();
    expect(deposits()).toBe(1);
    // "The value sent is the typed amount multiplied by 1000."
    expect(
      sandbox.state.ledger.filter((entry) => entry.operation === 'POST /account/deposit'),
    ).toMatchObject([{ amount: 500_000 }]);
  });
});

describe('deposit page step 1: choices and amounts (000 §2, §5, §9)', () => {
  it('the first provider, method and bank are chosen; the quick amounts are min, 25 %, 50 %, 75 %, max with K and Triệu', async () => {
    const { user, screen, amount } = await openDeposit();
    expect((option('Nhà cung cấp', 'Chuyển khoản ngân hàng') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((option('Phương thức', 'Chuyển khoản QR') as HTMLInputElement).checked).toBe(true);
    expect((option('Ngân hàng', 'Vietcombank') as HTMLInputElement).checked).toBe(true);
    const quick = screen.getByRole('group', { name: 'Chọn nhanh số tiền' });
    expect([...quick.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '500K',
      '37.5 Triệu',
      '75 Triệu',
      '112.5 Triệu',
      '150 Triệu',
    ]);
    await user.click(screen.getByRole('button', { name: '37.5 Triệu' }));
    expect((amount as HTMLInputElement).value).toBe('37500');
  });

  it("another provider starts at its first method and bank, within the method's bound (card: 500 ~ 5,000)", async () => {
    const { user, screen } = await openDeposit();
    await user.click(option('Nhà cung cấp', 'Thẻ cào'));
    expect((option('Phương thức', 'Thẻ cào tự động') as HTMLInputElement).checked).toBe(true);
    expect((option('Ngân hàng', 'Viettel') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('500 ~ 5,000');
  });

  it('"the initial deposit default amount is 500": /deposit?initial=1 starts at 500, /deposit empty', async () => {
    const first = await openDeposit(SEED.players.fresh.phone, '/deposit?initial=1');
    expect((first.amount as HTMLInputElement).value).toBe('500');
  });

  it('without ?initial the amount starts empty', async () => {
    const { amount } = await openDeposit();
    expect((amount as HTMLInputElement).value).toBe('');
  });
});
