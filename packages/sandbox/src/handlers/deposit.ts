import { http } from 'msw';
import { recordTransaction } from '../state/ledger.js';
import { approve } from '../state/money.js';
import { addTransaction } from '../state/store.js';
import { vnDateTime } from '../state/time.js';
import type {
  HouseBank,
  LedgerOperation,
  PaymentCategory,
  PaymentMethod,
  Player,
  Transaction,
} from '../state/types.js';
import { vietQrDataUrl } from '../vietqr.js';
import {
  type Ctx,
  fail,
  invalid,
  json,
  num,
  param,
  readBody,
  text,
  withPlayer,
  withSecurity,
} from './context.js';

/** Defaults the spec gives for a bank without its own bounds (thousands of VND). */
const DEFAULT_MIN_K = 150;
const DEFAULT_MAX_K = 150_000;

type Pick =
  | { ok: true; category: PaymentCategory; method: PaymentMethod; bank: HouseBank }
  | { ok: false; message: string };

export function depositHandlers(ctx: Ctx) {
  const { state, opts } = ctx;

  const bankImage = (b: HouseBank) => ctx.site(`/__sandbox/assets/banks/${b.code}.svg`);
  const banksOf = (m: PaymentMethod) =>
    m.bankIds
      .map((id) => state.houseBanks.find((b) => b.id === id))
      .filter((b): b is HouseBank => !!b);

  const bounds = (b: HouseBank) => ({
    ...(b.min_deposit_amount !== undefined ? { min_deposit_amount: b.min_deposit_amount } : {}),
    ...(b.max_deposit_amount !== undefined ? { max_deposit_amount: b.max_deposit_amount } : {}),
  });

  /** Finds the method (by id or code) and the bank within it, answering the upstream's error codes. */
  function pick(body: Record<string, unknown>, categories: PaymentCategory[]): Pick {
    const methodRef = text(body.payment_method);
    const code = text(body.payment_method_code);
    for (const category of categories) {
      const method = category.methods.find(
        (m) =>
          (code === '' || m.payment_method_code === code) &&
          (methodRef === '' || String(m.id) === methodRef || m.payment_method_code === methodRef),
      );
      if (!method || (code === '' && methodRef === '')) continue;
      if (method.maintenance) return { ok: false, message: 'WRONG_PAYMENT_METHOD' };
      const bankId = text(body.bank_id);
      const bank = banksOf(method).find((b) => String(b.id) === bankId);
      if (!bank || bank.mode === 'maintenance') return { ok: false, message: 'BANK_NOT_SUPPORTED' };
      return { ok: true, category, method, bank };
    }
    return { ok: false, message: 'WRONG_PAYMENT_METHOD' };
  }

  /** Whole VND, a multiple of 1000 within the bank's (else the method's) bounds in thousands. */
  function amountError(amount: number, method: PaymentMethod, bank: HouseBank): string | null {
    if (!Number.isInteger(amount) || amount <= 0 || amount % 1000 !== 0) {
      return 'The transaction amount must be a whole number of thousands of VND.';
    }
    const min = bank.min_deposit_amount ?? method.min_deposit_amount ?? DEFAULT_MIN_K;
    const max = bank.max_deposit_amount ?? method.max_deposit_amount ?? DEFAULT_MAX_K;
    if (amount / 1000 < min || amount / 1000 > max) {
      return `The transaction amount must be between ${min * 1000} and ${max * 1000}.`;
    }
    return null;
  }

  const hasPendingDeposit = (p: Player) =>
    state.transactions.some(
      (t) => t.phone === p.phone && t.purpose === 'deposit' && t.is_approved === 0,
    );

  async function create(
    operation: LedgerOperation,
    player: Player,
    method: PaymentMethod,
    bank: HouseBank,
    amount: number,
  ) {
    const now = opts.now();
    const txn: Transaction = addTransaction(state, {
      phone: player.phone,
      purpose: 'deposit',
      amount,
      created: now,
      is_approved: 0,
      is_redirect: method.flow === 'redirect' ? 1 : 0,
      payment_url: null,
      payment_qr: null,
      bank_name: bank.bank_name,
      bank_account_name: bank.account_name,
      bank_account_number: bank.account_number,
      note: null,
      payment_method: method.payment_method_name,
      credited: false,
      refunded: false,
    });
    txn.note = txn.transaction_id;
    if (method.flow === 'qr') {
      txn.payment_qr = await vietQrDataUrl({
        bin: bank.bin,
        accountNumber: bank.account_number,
        amount,
        content: txn.note,
      });
    } else if (method.flow === 'redirect') {
      txn.payment_url = ctx.site(`/__sandbox/pay/${txn.transaction_id}`);
    } else {
      approve(state, txn, now);
    }
    recordTransaction(state, operation, txn);
    opts.log(
      `deposit ${txn.transaction_id} ${player.phone} ${amount} VND via ${method.payment_method_code}/${bank.bank_name}`,
    );
    return {
      status: true,
      message: method.flow === 'auto' ? 'AUTO_APPROVED' : 'SUCCESS',
      is_redirect: txn.is_redirect,
      payment_qr: txn.payment_qr,
      transaction_id: txn.transaction_id,
      bank_name: txn.bank_name,
      bank_account_name: txn.bank_account_name,
      bank_account_number: txn.bank_account_number,
      amount: txn.amount,
      transaction_created_time: vnDateTime(txn.created),
      note: txn.note,
      payment_method: txn.payment_method,
      payment_url: txn.payment_url,
    };
  }

  const publicMethods = () =>
    state.paymentCategories.map((c) => ({ ...c, methods: c.methods.filter((m) => m.public) }));

  return [
    http.get(
      ctx.api('/public/get/payment_methods'),
      withSecurity(ctx, () =>
        json({
          status: true,
          data: publicMethods()
            .flatMap((c) => c.methods)
            .map((m, i) => ({
              id: m.id,
              payment_method_code: m.payment_method_code,
              payment_method_name: m.payment_method_name,
              sorting_order: i + 1,
              payment_method_banks: banksOf(m).map((b, j) => ({
                id: b.id,
                bank_name: b.bank_name,
                bank_image: bankImage(b),
                sorting_order: j + 1,
                ...bounds(b),
              })),
            })),
        }),
      ),
    ),

    http.get(
      ctx.api('/public/check/deposit/:phone'),
      withSecurity(ctx, (info) => {
        const player = state.players.get(param(info, 'phone'));
        if (!player) return json({ status: false, message: 'PLAYER_NOT_FOUND' });
        if (!player.allow_deposit)
          return json({ status: false, message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' });
        return json({ status: true, message: 'SUCCESS' });
      }),
    ),

    http.post(
      ctx.api('/public/deposit'),
      withSecurity(ctx, async ({ request }) => {
        const body = await readBody(request);
        const player = state.players.get(text(body.phone));
        if (!player || !player.allow_deposit) return fail(403, 'PLAYER_NOT_ALLOWED_TO_DEPOSIT');
        if (hasPendingDeposit(player)) return fail(400, 'YOU_HAVE_PENDING_TRANSACTION');
        const chosen = pick(body, publicMethods());
        // The visitor endpoint has no method or bank error codes of its own: the upstream fails with 500.
        if (!chosen.ok || chosen.bank.mode !== 'ok') return fail(500, 'SERVER_ERROR');
        const amount = num(body.transaction_amount);
        const error = amountError(amount, chosen.method, chosen.bank);
        if (error) return invalid({ transaction_amount: [error] });
        const data = await create(
          'POST /public/deposit',
          player,
          chosen.method,
          chosen.bank,
          amount,
        );
        return json({ status: true, message: data.message, data });
      }),
    ),

    http.get(
      ctx.api('/bank/get_payment_category_details'),
      withPlayer(ctx, () =>
        json({
          status: true,
          data: state.paymentCategories.map((c) => ({
            id: c.id,
            category_code: c.category_code,
            name: c.name,
            image: ctx.site(`/__sandbox/assets/payments/${c.category_code}.svg`),
            sort_order: c.sort_order,
            payment_methods: c.methods.map((m) => ({
              id: m.id,
              payment_method_code: m.payment_method_code,
              payment_method_name: m.payment_method_name,
              sort_order: m.sort_order,
              min_deposit_amount: m.min_deposit_amount,
              max_deposit_amount: m.max_deposit_amount,
              payment_method_banks: banksOf(m).map((b, j) => ({
                id: b.id,
                bank_name: b.bank_name,
                bank_image: bankImage(b),
                sort_order: j + 1,
                ...bounds(b),
              })),
            })),
          })),
        }),
      ),
    ),

    http.get(
      ctx.api('/player/check/allow/deposit'),
      withPlayer(ctx, (player) => json({ status: player.allow_deposit })),
    ),

    http.post(
      ctx.api('/account/deposit'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        if (!player.allow_deposit) return fail(403, 'PLAYER_NOT_ALLOWED_TO_DEPOSIT');
        if (hasPendingDeposit(player)) return fail(400, 'YOU_HAVE_PENDING_TRANSACTION');
        const categoryId = text(body.category_id);
        const categoryCode = text(body.category_code);
        const categories = state.paymentCategories.filter(
          (c) =>
            (categoryId === '' || String(c.id) === categoryId) &&
            (categoryCode === '' || c.category_code === categoryCode),
        );
        const chosen = pick(body, categories);
        if (!chosen.ok) return fail(400, chosen.message);
        if (chosen.method.flow === 'qr' && chosen.bank.mode === 'qr_broken')
          return fail(400, 'FAILD_TO_GET_QR');
        const amount = num(body.transaction_amount);
        const error = amountError(amount, chosen.method, chosen.bank);
        if (error) return invalid({ transaction_amount: [error] });
        return json(
          await create('POST /account/deposit', player, chosen.method, chosen.bank, amount),
        );
      }),
    ),
  ];
}
