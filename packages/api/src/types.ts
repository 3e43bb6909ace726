export type { RequestBody, Schema } from './contract';

// The entities as the screens get them: parsed at the client's edge (src/parse), so the contract's
// type or narrower, and nullable where a bad cosmetic value becomes null.
export type { UserInfo } from './parse/account';
export type {
  Announcement,
  Banner,
  Category,
  GameItem,
  GameRates,
  MarqueeItem,
  Promotion,
  WebsiteLink,
} from './parse/content';
export type {
  DepositResult,
  PaymentBank,
  PaymentCategory,
  PaymentMethod,
  PublicPaymentMethod,
} from './parse/deposit';
export type {
  CategoryWithBalances,
  DagaGame,
  GameItemWithBalance,
  TransferResult,
} from './parse/games';
export type { Notification } from './parse/notifications';
export type { Transaction, TransactionDetail } from './parse/transactions';
export type { UserBank } from './parse/withdraw';
