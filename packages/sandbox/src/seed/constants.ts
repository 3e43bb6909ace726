/**
 * The seed facts tests and docs refer to. Tests import these instead of hard-coding phones and passwords.
 */
export const SEED_PASSWORD = 'Matkhau1';

export const SEED = {
  password: SEED_PASSWORD,
  players: {
    /** Approved, balance 5000 K, one Vietcombank account, history of every status, a pending withdrawal. */
    approved: { phone: '0912345678', password: SEED_PASSWORD },
    /** Registered but not activated: is_approved 2, no game account, balance 0, no transactions. */
    fresh: { phone: '0987654321', password: SEED_PASSWORD },
    depositLocked: { phone: '0911111111', password: SEED_PASSWORD },
    withdrawLocked: { phone: '0922222222', password: SEED_PASSWORD },
    loginLocked: { phone: '0933333333', password: SEED_PASSWORD },
    mustReset: { phone: '0944444444', password: SEED_PASSWORD },
    /** Approved, 6000 K, nothing pending, no bank account yet (two allowed): adds one, then withdraws to it. */
    newcomer: { phone: '0966000000', password: SEED_PASSWORD },
  },
  /** Phone of a seeded agent application (agency phone check answers true). */
  agentPhone: '0955555555',
  agentCodes: { AG001: '1001', AG002: '1002' } as Record<string, string>,
  captchaToken: 'sandbox-captcha-ok',
  /** fp_data value that the sandbox treats as a banned device (REGISTRATION_FORBIDDEN). */
  blockedFingerprint: 'sandbox-blocked-device',
  securityHeader: { name: 'X-Security-Code', value: 'sandbox-security-code' },
  apiBase: 'http://localhost:4010/api',
  withdrawLimits: { minimum: 150, maximum: 15_000_000 },
  /** Smallest withdrawal the server accepts, in whole VND (150 K). */
  withdrawMinimumVnd: 150_000,
  /** VND per withdraw point on the signed-in withdraw page. */
  withdrawPointVnd: 30_000,
  games: {
    /** game_id of a normal slot game, division_rate 1, no maximum. */
    slot: 101,
    /** game_id with multiply_rate 2. */
    multiply: 103,
    /** game_id with division_rate 2. */
    fishing: 201,
    notSupported: 202,
    networkError: 302,
    daga: 901,
  },
  payment: {
    bankTransfer: {
      categoryId: 1,
      code: 'bank_transfer',
      methodId: 11,
      methodCode: 'QR',
      bankId: 1,
    },
    ewallet: { categoryId: 2, code: 'ewallet', methodId: 21, methodCode: 'MOMO', bankId: 21 },
    card: { categoryId: 3, code: 'card', methodId: 31, methodCode: 'AUTO', bankId: 31 },
    /** Method under maintenance (WRONG_PAYMENT_METHOD). */
    maintenanceMethodId: 23,
    /** Bank under maintenance (BANK_NOT_SUPPORTED). */
    maintenanceBankId: 6,
    /** Bank whose QR cannot be produced (FAILD_TO_GET_QR). */
    qrBrokenBankId: 7,
  },
  /** Login-time OTP lifetime is not in the spec; the sandbox keeps an OTP for 5 minutes. */
  otpTtlMs: 5 * 60_000,
  /** Lockout after 5 wrong passwords lasts 15 minutes (the spec does not say how long). */
  lockoutMs: 15 * 60_000,
  maxWrongPasswords: 5,
  rateLimitMs: 1000,
} as const;

type SeedMethod = (typeof SEED.payment)['bankTransfer' | 'ewallet' | 'card'];

/** The deposit page's request for one of the seeded payment methods, as the screen sends it. */
export function pageDepositBody(method: SeedMethod, transaction_amount: number) {
  return {
    transaction_amount,
    bank_id: method.bankId,
    payment_method: method.methodId,
    payment_method_code: method.methodCode,
    category_id: method.categoryId,
    category_code: method.code,
  };
}
