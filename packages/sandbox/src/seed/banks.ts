import type { HouseBank, PaymentCategory } from '../state/types.js';

/** Eight Vietnamese banks, with their NAPAS BINs. `code` names the logo asset. */
export const BANKS = [
  { name: 'Vietcombank', code: 'vcb', bin: '970436', color: '#0b6b3a' },
  { name: 'VietinBank', code: 'ctg', bin: '970415', color: '#0a4f9c' },
  { name: 'BIDV', code: 'bidv', bin: '970418', color: '#1f6f8b' },
  { name: 'Techcombank', code: 'tcb', bin: '970407', color: '#d71920' },
  { name: 'MB Bank', code: 'mb', bin: '970422', color: '#1b3f94' },
  { name: 'ACB', code: 'acb', bin: '970416', color: '#1d4fa1' },
  { name: 'Agribank', code: 'agri', bin: '970405', color: '#a2182c' },
  { name: 'Sacombank', code: 'stb', bin: '970403', color: '#0e5aa7' },
] as const;

export const BANK_NAMES: string[] = BANKS.map((b) => b.name);

const HOUSE_ACCOUNT_NAME = 'CONG TY TNHH GIAI TRI SAO VIET';

/** The house accounts players transfer to. ACB is under maintenance, Agribank cannot produce a QR. */
export function seedHouseBanks(): HouseBank[] {
  const banks: HouseBank[] = BANKS.map((b, i) => ({
    id: i + 1,
    bank_name: b.name,
    code: b.code,
    bin: b.bin,
    account_number: `10${b.bin.slice(3)}${String(45678 + i * 1111)}`,
    account_name: HOUSE_ACCOUNT_NAME,
    mode: b.code === 'acb' ? 'maintenance' : b.code === 'agri' ? 'qr_broken' : 'ok',
  }));
  // Bounds are optional on a bank; two banks carry their own, the rest fall back to 150..150000.
  banks[0]!.min_deposit_amount = 150;
  banks[0]!.max_deposit_amount = 150_000;
  banks[3]!.min_deposit_amount = 500;
  banks[3]!.max_deposit_amount = 100_000;
  // E-wallet and card "banks": providers rather than banks, but the API shape is the same.
  const providers: [number, string, string][] = [
    [21, 'MoMo', 'momo'],
    [22, 'ZaloPay', 'zalopay'],
    [23, 'Viettel Money', 'viettelmoney'],
    [31, 'Viettel', 'viettel'],
    [32, 'Mobifone', 'mobifone'],
    [33, 'Vinaphone', 'vinaphone'],
  ];
  for (const [id, name, code] of providers) {
    banks.push({
      id,
      bank_name: name,
      code,
      bin: '',
      account_number: `EW${id}000`,
      account_name: HOUSE_ACCOUNT_NAME,
      mode: 'ok',
    });
  }
  return banks;
}

export function seedPaymentCategories(): PaymentCategory[] {
  return [
    {
      id: 1,
      category_code: 'bank_transfer',
      name: 'Chuyển khoản ngân hàng',
      sort_order: 1,
      methods: [
        {
          id: 11,
          payment_method_code: 'QR',
          payment_method_name: 'Chuyển khoản QR',
          sort_order: 1,
          min_deposit_amount: 150,
          max_deposit_amount: 150_000,
          bankIds: [1, 2, 3, 4, 5, 6, 7, 8],
          flow: 'qr',
          maintenance: false,
          public: true,
        },
        {
          id: 12,
          payment_method_code: 'BANK',
          payment_method_name: 'Chuyển khoản nhanh',
          sort_order: 2,
          min_deposit_amount: 500,
          max_deposit_amount: 100_000,
          bankIds: [1, 3, 5],
          flow: 'qr',
          maintenance: false,
          public: false,
        },
      ],
    },
    {
      id: 2,
      category_code: 'ewallet',
      name: 'Ví điện tử',
      sort_order: 2,
      methods: [
        {
          id: 21,
          payment_method_code: 'MOMO',
          payment_method_name: 'Ví MoMo',
          sort_order: 1,
          min_deposit_amount: 150,
          max_deposit_amount: 50_000,
          bankIds: [21],
          flow: 'redirect',
          maintenance: false,
          public: true,
        },
        {
          id: 22,
          payment_method_code: 'ZALOPAY',
          payment_method_name: 'ZaloPay',
          sort_order: 2,
          min_deposit_amount: 150,
          max_deposit_amount: 50_000,
          bankIds: [22],
          flow: 'redirect',
          maintenance: false,
          public: false,
        },
        {
          id: 23,
          payment_method_code: 'VIETTELPAY',
          payment_method_name: 'Viettel Money (bảo trì)',
          sort_order: 3,
          min_deposit_amount: 150,
          max_deposit_amount: 50_000,
          bankIds: [23],
          flow: 'redirect',
          maintenance: true,
          public: false,
        },
      ],
    },
    {
      id: 3,
      category_code: 'card',
      name: 'Thẻ cào',
      sort_order: 3,
      methods: [
        {
          id: 31,
          payment_method_code: 'AUTO',
          payment_method_name: 'Thẻ cào tự động',
          sort_order: 1,
          min_deposit_amount: 150,
          max_deposit_amount: 5_000,
          bankIds: [31, 32, 33],
          flow: 'auto',
          maintenance: false,
          public: false,
        },
      ],
    },
  ];
}
