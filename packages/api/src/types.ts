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

export type UserInfo = Schema<'UserInfo'>;
export type Banner = Schema<'Banner'>;
export type Announcement = Schema<'Announcement'>;
export type Promotion = Schema<'Promotion'>;
export type Category = Schema<'Category'>;
export type GameItem = Schema<'GameItem'>;
export type GameRates = Schema<'GameRates'>;
export type PaymentCategory = Schema<'PaymentCategory'>;
export type PaymentMethod = Schema<'PaymentMethod'>;
export type PublicPaymentMethod = Schema<'PublicPaymentMethod'>;
export type PaymentBank = Schema<'PaymentBank'>;
export type DepositResult = Schema<'DepositResult'>;
export type UserBank = Schema<'UserBank'>;
export type Transaction = Schema<'Transaction'>;
export type TransactionDetail = Schema<'TransactionDetail'>;
export type Notification = Schema<'Notification'>;
