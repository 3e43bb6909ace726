import type { Agent, Notification, Player, Transaction } from '../state/types.js';
import { SEED } from './constants.js';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** A registered player who has done nothing yet; the seed and registration both start here. */
export function newPlayer(phone: string, patch: Partial<Player> = {}): Player {
  return {
    phone,
    password: SEED.password,
    balanceVnd: 0,
    user_id: null,
    user_name: null,
    raw_string: null,
    is_approved: 2,
    allow_deposit: true,
    allow_withdraw: true,
    allow_login: true,
    require_reset: false,
    agent_id: null,
    max_account_count: 1,
    banks: [],
    gamePoints: {},
    dagaPoints: 0,
    notifications: [],
    failedLogins: 0,
    lockedUntil: null,
    ...patch,
  };
}

function activated(
  phone: string,
  userId: number,
  rawString: string,
  balanceK: number,
): Partial<Player> {
  return {
    is_approved: 1,
    user_id: userId,
    user_name: `vn${phone}`,
    raw_string: rawString,
    balanceVnd: balanceK * 1000,
  };
}

function note(id: number, title: string, message: string, read: 0 | 1, at: number): Notification {
  return { id, title, message, read, created_at: at, updated_at: at };
}

export interface SeedPeople {
  players: Player[];
  transactions: Omit<Transaction, 'id' | 'transaction_id'>[];
  agents: Agent[];
}

/** Everything is relative to `now`, so "3 days ago" stays 3 days ago whenever the sandbox starts. */
export function seedPeople(now: number): SeedPeople {
  const p = SEED.players;
  const approved = newPlayer(p.approved.phone, {
    ...activated(p.approved.phone, 1001, 'Gm7x2Kq9', 5000),
    banks: [
      {
        id: 1,
        bank_name: 'Vietcombank',
        account_number: '0011001234567',
        User_name: 'NGUYEN VAN AN',
      },
    ],
    gamePoints: { 101: 120, 201: 45.5, 301: 800 },
    dagaPoints: 10,
    notifications: [
      note(1, 'Chào mừng', 'Chào mừng bạn đến với Sao Việt!', 1, now - 20 * DAY),
      note(
        2,
        'Nạp tiền thành công',
        'Giao dịch nạp 1.000.000 VND đã được phê duyệt.',
        1,
        now - 10 * DAY,
      ),
      note(3, 'Khuyến mãi mới', 'Hoàn trả 1.5% mỗi ngày cho mọi trò chơi.', 0, now - 2 * DAY),
      note(4, 'Yêu cầu rút tiền', 'Yêu cầu rút 900.000 VND đang được xử lý.', 0, now - 1 * HOUR),
    ],
  });
  const players = [
    approved,
    newPlayer(p.fresh.phone, {
      notifications: [
        note(
          5,
          'Chào mừng',
          'Nạp tiền lần đầu để kích hoạt tài khoản trò chơi.',
          0,
          now - 1 * HOUR,
        ),
      ],
    }),
    newPlayer(p.depositLocked.phone, {
      ...activated(p.depositLocked.phone, 1003, 'Hx8k3Lp2', 2000),
      allow_deposit: false,
      banks: [
        { id: 2, bank_name: 'BIDV', account_number: '21510001234567', User_name: 'TRAN THI BINH' },
      ],
    }),
    newPlayer(p.withdrawLocked.phone, {
      ...activated(p.withdrawLocked.phone, 1004, 'Pq4n7Rt1', 3000),
      allow_withdraw: false,
      banks: [
        {
          id: 3,
          bank_name: 'Techcombank',
          account_number: '19031234567890',
          User_name: 'LE VAN CUONG',
        },
      ],
    }),
    newPlayer(p.loginLocked.phone, {
      ...activated(p.loginLocked.phone, 1005, 'Zt5m2Wx8', 100),
      allow_login: false,
    }),
    newPlayer(p.mustReset.phone, {
      ...activated(p.mustReset.phone, 1006, 'Bv9c4Ny6', 1000),
      require_reset: true,
    }),
    newPlayer(p.newcomer.phone, {
      ...activated(p.newcomer.phone, 1007, 'Kc3w8Jd5', 6000),
      max_account_count: 2,
    }),
  ];

  const base = {
    is_redirect: 0 as const,
    payment_url: null,
    payment_qr: null,
    bank_account_name: 'CONG TY TNHH GIAI TRI SAO VIET',
    credited: false,
    refunded: false,
  };
  const vcbHouse = {
    bank_name: 'Vietcombank',
    bank_account_number: '10043645678',
    payment_method: 'Chuyển khoản QR',
  };
  const userVcb = {
    bank_name: 'Vietcombank',
    bank_account_name: 'NGUYEN VAN AN',
    bank_account_number: '0011001234567',
    payment_method: 'Rút tiền',
  };
  const main = p.approved.phone;
  // Oldest first; ids are given in this order so newer transactions have larger ids.
  const transactions: SeedPeople['transactions'] = [
    {
      ...base,
      ...vcbHouse,
      phone: main,
      purpose: 'deposit',
      amount: 1_000_000,
      created: now - 10 * DAY,
      is_approved: 1,
      note: null,
      credited: true,
    },
    {
      ...base,
      ...vcbHouse,
      phone: main,
      purpose: 'deposit',
      amount: 200_000,
      created: now - 8 * DAY,
      is_approved: 2,
      note: 'Không nhận được tiền chuyển khoản',
    },
    {
      ...base,
      ...userVcb,
      phone: main,
      purpose: 'withdraw',
      amount: 300_000,
      created: now - 7 * DAY,
      is_approved: 1,
      note: null,
    },
    {
      ...base,
      ...userVcb,
      phone: main,
      purpose: 'withdraw',
      amount: 150_000,
      created: now - 6 * DAY,
      is_approved: 2,
      note: 'Sai thông tin tài khoản',
      refunded: true,
    },
    {
      ...base,
      ...vcbHouse,
      phone: main,
      purpose: 'deposit',
      amount: 500_000,
      created: now - 3 * DAY,
      is_approved: 3,
      note: null,
    },
    {
      ...base,
      ...userVcb,
      phone: main,
      purpose: 'withdraw',
      amount: 600_000,
      created: now - 2 * DAY,
      is_approved: 4,
      note: null,
    },
    // Pending withdrawal: its amount is already held (not in the 5000 K balance). A new withdrawal
    // answers 403 YOU_HAVE_PENDING_TRANSACTION unless reject_previous is sent.
    {
      ...base,
      ...userVcb,
      phone: main,
      purpose: 'withdraw',
      amount: 900_000,
      created: now - 1 * HOUR,
      is_approved: 0,
      note: null,
    },
    // The locked players have an approved deposit each so that their other flows work.
    {
      ...base,
      ...vcbHouse,
      phone: p.depositLocked.phone,
      purpose: 'deposit',
      amount: 2_000_000,
      created: now - 5 * DAY,
      is_approved: 1,
      note: null,
      credited: true,
    },
    {
      ...base,
      ...vcbHouse,
      phone: p.withdrawLocked.phone,
      purpose: 'deposit',
      amount: 3_000_000,
      created: now - 5 * DAY,
      is_approved: 1,
      note: null,
      credited: true,
    },
    {
      ...base,
      ...vcbHouse,
      phone: p.newcomer.phone,
      purpose: 'deposit',
      amount: 6_000_000,
      created: now - 2 * DAY,
      is_approved: 1,
      note: null,
      credited: true,
    },
    {
      ...base,
      ...vcbHouse,
      phone: p.mustReset.phone,
      purpose: 'deposit',
      amount: 1_000_000,
      created: now - 4 * DAY,
      is_approved: 1,
      note: null,
      credited: true,
    },
  ];

  const agents: Agent[] = [
    { name: 'Phạm Văn Đại', phone: SEED.agentPhone, password: SEED.password },
  ];
  return { players, transactions, agents };
}
