import * as z from 'zod/mini';
import type { Schema } from '../types';
import { flag, int, ok, rows, text, when, type Decoder, type With } from './decode';

/**
 * Identity: id, title, message (what the row exists to show). Cosmetic: created_at and updated_at
 * (null: the row shows no time), read (1: a row we cannot tell about is not shown as unread).
 */
export type Notification = With<
  Schema<'Notification'>,
  { created_at: string | null; updated_at: string | null }
>;
const notification: Decoder<Notification> = z.object({
  id: int,
  title: text,
  message: text,
  read: z.catch(flag, 1),
  created_at: when,
  updated_at: when,
});
export const notifications = z.object({ data: rows(notification) });

export const notificationCount = z.object({ count: z.pipe(int, z.number().check(z.gte(0))) });
export const markedRead = z.object({ status: ok });
