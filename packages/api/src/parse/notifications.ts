import type { Schema } from '../contract';
import {
  fail,
  integer,
  list,
  map,
  object,
  string,
  withDefault,
  type Decoder,
  type With,
} from './decode';
import { flag, ok, when } from './fields';

/**
 * Identity: id, title, message (what the row exists to show). Cosmetic: created_at and updated_at
 * (null: the row shows no time), read (1: a row we cannot tell about is not shown as unread).
 */
export type Notification = With<
  Schema<'Notification'>,
  { created_at: string | null; updated_at: string | null }
>;
const notification: Decoder<Notification> = object({
  id: integer,
  title: string,
  message: string,
  read: withDefault(flag, 1),
  created_at: when,
  updated_at: when,
});
export const notifications = object({ data: list(notification) });

export const notificationCount = object({
  count: map(integer, (count, path) => (count >= 0 ? count : fail(path, 'below zero'))),
});
export const markedRead = object({ status: ok });
