import {
  createDepositMutation,
  createPublicDepositMutation,
  type DepositResult,
} from '@wallet/api';
import { contentSecurityPolicy } from '@wallet/build/csp';
import {
  BANK_APP_LOGO_ORIGIN,
  bankAppLink,
  readVietQr,
  VIETQR_APP_LINK_BASE,
  vietQrBankCode,
} from '@wallet/domain';
import { BANKS, SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { api, queryClient } from '../../lib/wallet';
import { tokenFor } from '../../test/render';
import { control } from '../../test/sandbox';
import { linkTransfer } from './link-transfer';
import { readQrPicture } from './read-qr-picture';

const { approved } = SEED.players;
// The sandbox's QR methods and the banks each offers (seed/banks.ts): the page's 'QR' and 'BANK',
// and the visitor modal's 'QR'. Bank 6 is under maintenance and 7 cannot make a QR: no deposit.
const PAGE_QR = { categoryId: 1, code: 'bank_transfer', methodId: 11, methodCode: 'QR' };
const PAGE_BANK = { categoryId: 1, code: 'bank_transfer', methodId: 12, methodCode: 'BANK' };
const KINDS = [
  ...[1, 2, 3, 4, 5, 8].map((bankId) => ({ via: 'page', method: PAGE_QR, bankId })),
  ...[1, 3, 5].map((bankId) => ({ via: 'page', method: PAGE_BANK, bankId })),
  ...[1, 2, 3, 4, 5, 8].map((bankId) => ({ via: 'visitor', method: PAGE_QR, bankId })),
] as const;

const context = { client: queryClient, meta: undefined, mutationKey: undefined };

async function makeDeposit(kind: (typeof KINDS)[number]): Promise<DepositResult> {
  const { method, bankId } = kind;
  if (kind.via === 'visitor') {
    const answer = await createPublicDepositMutation(api).mutationFn(
      {
        bank_id: bankId,
        transaction_amount: 600_000,
        phone: approved.phone,
        payment_method: method.methodId,
        payment_method_code: method.methodCode,
      },
      context,
    );
    return answer.data;
  }
  return createDepositMutation(api).mutationFn(
    {
      transaction_amount: 600_000,
      bank_id: bankId,
      payment_method: method.methodId,
      payment_method_code: method.methodCode,
      category_id: method.categoryId,
      category_code: method.code,
    },
    context,
  );
}

describe('issue 47 §1 "each link carries ba=…@<code>, am, tn, bn, url", for every deposit kind the sandbox makes', () => {
  it('"every BIN the sandbox makes maps to a code"', () => {
    for (const bank of BANKS) expect(vietQrBankCode(bank.bin), bank.name).toMatch(/^[a-z]+$/);
  });

  it.each(KINDS)('$via deposit, method $method.methodCode, bank $bankId', async (kind) => {
    localStorage.setItem('auth_token', await tokenFor(approved.phone));
    const deposit = await makeDeposit(kind);
    // One pending deposit a player: the next kind needs this one settled.
    await control.settle(deposit.transaction_id, 'reject');

    const payload = readQrPicture(deposit.payment_qr!);
    const qr = readVietQr(payload!);
    // The QR is the house account of the chosen bank, with its NAPAS BIN.
    expect(qr).toEqual({
      bin: BANKS[kind.bankId - 1]!.bin,
      accountNumber: deposit.bank_account_number,
      amount: deposit.amount,
      content: deposit.note,
    });
    const transfer = linkTransfer(
      {
        qrImage: deposit.payment_qr!,
        accountNumber: deposit.bank_account_number,
        accountName: deposit.bank_account_name,
        amount: deposit.amount,
        note: deposit.note,
        returnTo: '/transections',
      },
      'https://wallet.example.vn',
    );
    const link = new URL(bankAppLink(VIETQR_APP_LINK_BASE, 'vcb', transfer!));
    expect(link.searchParams.get('ba')).toBe(`${qr!.accountNumber}@${vietQrBankCode(qr!.bin)}`);
    expect(link.searchParams.get('am')).toBe(String(qr!.amount));
    expect(link.searchParams.get('tn')).toBe(qr!.content);
    expect(link.searchParams.get('bn')).toBe(deposit.bank_account_name);
    expect(link.searchParams.get('url')).toBe('https://wallet.example.vn/transections');
  });
});

it("the sites' policy lets the chooser show the apps' published logos", () => {
  const images = contentSecurityPolicy({})
    .split('; ')
    .find((d) => d.startsWith('img-src '));
  expect(images?.split(' ')).toContain(BANK_APP_LOGO_ORIGIN);
});
