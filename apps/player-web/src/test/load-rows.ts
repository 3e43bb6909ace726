import { screen, within } from '@testing-library/react';
import { GENERIC_LOAD_ERROR, NETWORK_FAILURE_TEXT } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { expect } from 'vitest';
import { useSession } from '../lib/session-store';
import { openPage } from './render';

// The rows of src/app/load-failures.test.tsx: every section of the site that loads, the upstream
// call behind it, why it says it failed, what shows once it came, and the empty text it must never
// show for a list that did not load.

export interface LoadRow {
  section: string;
  /** The GET that fails (a sandbox fault path: `*` for a path parameter). */
  path: string;
  /** 500: the upstream failed; drop: no answer at all. */
  fault: 500 | 'drop';
  open: () => Promise<Awaited<ReturnType<typeof openPage>>>;
  /** What the section says while it failed. */
  reason: string;
  /** What the section shows once the player's 'Thử lại' brought it. */
  loaded: () => Promise<unknown>;
  /** A list's empty text: never shown for a list that failed. */
  empty?: string;
}

const { approved, fresh } = SEED.players;
const as =
  (path: string, phone: string = approved.phone) =>
  () =>
    openPage(path, { as: phone });
const region = (name: string) => within(screen.getByRole('region', { name }));

export const LOAD_ROWS: LoadRow[] = [
  {
    section: "the header's player (every page, GET /user)",
    path: '/user',
    fault: 'drop',
    open: as('/'),
    reason: NETWORK_FAILURE_TEXT,
    loaded: () => screen.findByText(approved.phone),
  },
  {
    section: "home's banners",
    path: '/image-slider/list',
    fault: 500,
    open: () => openPage('/'),
    reason: 'Failed to load banners',
    loaded: () => screen.findByRole('img', { name: /Banner 1\// }),
  },
  {
    section: "home's games",
    path: '/categories',
    fault: 500,
    open: () => openPage('/'),
    reason: 'Lỗi mạng',
    loaded: () => region('Trò chơi').findByRole('button', { name: 'Aztec Treasure' }),
  },
  {
    section: "home's Da Ga category (issue 39 §3)",
    path: '/player/daga/game_categories',
    fault: 500,
    open: as('/'),
    reason: `Không thể tải Đá gà. ${GENERIC_LOAD_ERROR}`,
    loaded: () => region('Trò chơi').findByRole('button', { name: 'Đá gà' }),
  },
  {
    section: '/promotions',
    path: '/get_all_promotions',
    fault: 500,
    open: () => openPage('/promotions'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ }),
    empty: 'Không tìm thấy khuyến mãi nào',
  },
  {
    section: '/promotions with no answer',
    path: '/get_all_promotions',
    fault: 'drop',
    open: () => openPage('/promotions'),
    reason: NETWORK_FAILURE_TEXT,
    loaded: () => screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ }),
    empty: 'Không tìm thấy khuyến mãi nào',
  },
  {
    section: '/notifications',
    path: '/player/notifications',
    fault: 500,
    open: as('/notifications'),
    reason: GENERIC_LOAD_ERROR,
    loaded: async () => expect(screen.getAllByRole('article')).toHaveLength(4),
    empty: 'no new messages',
  },
  {
    section: '/notifications with no answer',
    path: '/player/notifications',
    fault: 'drop',
    open: as('/notifications'),
    reason: NETWORK_FAILURE_TEXT,
    loaded: async () => expect(screen.getAllByRole('article')).toHaveLength(4),
    empty: 'no new messages',
  },
  {
    section: '/profile: the account',
    path: '/user',
    fault: 500,
    open: as('/profile'),
    reason: GENERIC_LOAD_ERROR,
    loaded: async () =>
      expect(screen.getByTestId('profile-phone').textContent).toBe(approved.phone),
  },
  {
    section: '/profile/bank-account-management',
    path: '/player/active/banks',
    fault: 500,
    open: as('/profile/bank-account-management'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('radio', { name: /0011001234567/ }),
    empty: 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.',
  },
  {
    section: '/profile/bank-account-management with no answer',
    path: '/player/active/banks',
    fault: 'drop',
    open: as('/profile/bank-account-management'),
    reason: NETWORK_FAILURE_TEXT,
    loaded: () => screen.findByRole('radio', { name: /0011001234567/ }),
    empty: 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.',
  },
  {
    section: "/add-account's bank names",
    path: '/bankcodes/all',
    fault: 500,
    open: as('/add-account', fresh.phone),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('option', { name: 'Vietcombank' }),
  },
  {
    section: "/deposit's providers",
    path: '/bank/get_payment_category_details',
    fault: 500,
    open: as('/deposit'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('textbox', { name: 'Số tiền' }),
  },
  {
    section: "/withdraw's limits",
    path: '/public/get/withdraw_limits',
    fault: 500,
    open: as('/withdraw'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByPlaceholderText('150 ~ 15,000,000'),
  },
  {
    section: "/withdraw's game balances",
    path: '/player/game_categories_items',
    fault: 500,
    open: as('/withdraw'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('button', { name: 'Chuyển về ví chính: Aztec Treasure' }),
  },
  {
    section: "/withdraw's bank accounts, at the bank step",
    path: '/player/active/banks',
    fault: 500,
    open: () => {
      useSession.setState({ withdrawamount: 150 });
      return openPage('/withdraw', { as: approved.phone });
    },
    reason: `Không thể tải tài khoản ngân hàng của bạn. ${GENERIC_LOAD_ERROR}`,
    loaded: () => screen.findByRole('radio', { name: /Vietcombank/ }),
    empty: 'Hiện tại không có ngân hàng nào',
  },
  {
    section: '/profile/all-wallet',
    path: '/player/game_categories_items',
    fault: 500,
    open: as('/profile/all-wallet'),
    reason: 'Try Refreshing Again',
    loaded: () => screen.findByText('Aztec Treasure'),
    empty: 'Không tìm thấy trò chơi nào',
  },
  {
    section: '/transections',
    path: '/account/user_transaction',
    fault: 500,
    open: as('/transections'),
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findAllByText('500,000 VND'),
    empty: 'Không có giao dịch',
  },
  {
    section: '/transections with no answer',
    path: '/account/user_transaction',
    fault: 'drop',
    open: as('/transections'),
    reason: NETWORK_FAILURE_TEXT,
    loaded: () => screen.findAllByText('500,000 VND'),
    empty: 'Không có giao dịch',
  },
  {
    section: "a visitor's deposit methods (home's 'NẠP TIỀN' modal)",
    path: '/public/get/payment_methods',
    fault: 500,
    open: async () => {
      const page = await openPage('/');
      await page.user.click(await screen.findByRole('button', { name: 'NẠP TIỀN' }));
      return page;
    },
    reason: GENERIC_LOAD_ERROR,
    loaded: () => screen.findByRole('radio', { name: 'Vietcombank' }),
  },
];
