import type { components, paths } from './generated/schema';

/** The contract's entity schemas by name, e.g. `Schema<'UserInfo'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOrForm<Content> = Content extends { 'application/json': infer B }
  ? B
  : Content extends { 'multipart/form-data': infer B }
    ? B
    : Content extends { 'application/x-www-form-urlencoded': infer B }
      ? B
      : never;

/** The request body an operation takes, whatever its media type. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: infer Content };
}
  ? JsonOrForm<Content>
  : never;

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
