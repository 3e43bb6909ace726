import * as z from 'zod/mini';
import type { Schema } from '../types';
import {
  flag,
  image,
  int,
  link,
  num,
  picture,
  rows,
  text,
  when,
  type Decoder,
  type With,
} from './decode';

// Identity fields drop the row when bad; cosmetic ones take a neutral value and the row stays.

/** Identity: id, image_url (the banner is its image). Cosmetic: url (null: it links nowhere). */
export type Banner = With<Schema<'Banner'>, { url: string | null }>;
const banner: Decoder<Banner> = z.object({ id: int, image_url: picture, url: link });
export const banners = z.object({ data: rows(banner) });

/**
 * Identity: id, content (the HTML it exists to show). Cosmetic: title (''), image_url and url
 * (null), is_redirect (0: the image opens nothing).
 */
export type Announcement = Schema<'Announcement'>;
const announcement: Decoder<Announcement> = z.object({
  id: int,
  title: z.catch(text, ''),
  content: text,
  image_url: image,
  url: link,
  is_redirect: z.catch(flag, 0),
});
export const announcements = z.object({ data: rows(announcement) });

/** Identity: both. */
export type MarqueeItem = Schema<'MarqueeItem'>;
export const marquee = z.object({ data: rows(z.object({ id: int, content: text })) });

/** Identity: both: the link is the row, so an unsafe one drops it. */
export type WebsiteLink = Schema<'WebsiteLink'>;
export const websiteLinks = z.object({
  data: rows(z.object({ id: int, value: z.pipe(link, text) })),
});

export type GameRates = Schema<'GameRates'>;
// A null max_amount means "no maximum": a bad one is not null, it fails the rates.
export const rates: Decoder<GameRates> = z.object({
  min_amount: num,
  max_amount: z.nullable(num),
  division_rate: z.optional(num),
  multiply_rate: z.optional(num),
});

/**
 * Identity: the ids, name, icon_rectangle (the game tile is its image) and rates: null rates mean
 * 1:1 without bounds, so bad rates drop the game rather than become null. Cosmetic: icon and
 * icon_square (null).
 */
export type GameItem = With<
  Schema<'GameItem'>,
  { icon: string | null; icon_square: string | null }
>;
export const gameItem = z.object({
  id: int,
  game_id: int,
  game_platform_id: int,
  game_category_id: int,
  name: text,
  icon: image,
  icon_square: image,
  icon_rectangle: picture,
  rates: z.nullable(rates),
}) satisfies Decoder<GameItem>;

/**
 * Identity: id, name, game_items being a list (its bad games are dropped one by one). Cosmetic:
 * icon_image and icon_active (null: the strip shows its dot).
 */
export type Category = With<
  Schema<'Category'>,
  { icon_image: string | null; icon_active: string | null; game_items: GameItem[] }
>;
export const category = z.object({
  id: int,
  name: text,
  icon_image: image,
  icon_active: image,
  game_items: rows(gameItem),
}) satisfies Decoder<Category>;
export const categories = z.object({ data: rows(category) });

/**
 * Identity: id, image (the card is its image), and end_date: null there means 'Dài hạn' (long
 * term), which a garbled end date must not turn into, and the popup has no "no end date" to show,
 * so a bad end_date drops the promotion. Cosmetic: title and body (''), start_date (null: the popup
 * shows the end date alone).
 */
export type Promotion = With<Schema<'Promotion'>, { start_date: string | null }>;
const promotion: Decoder<Promotion> = z.object({
  id: int,
  image: picture,
  title: z.catch(text, ''),
  body: z.catch(text, ''),
  start_date: when,
  end_date: z.nullable(z.pipe(when, text)),
});
export const promotions = z.object({ response: rows(promotion) });
