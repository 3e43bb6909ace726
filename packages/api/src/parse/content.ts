import type { Schema } from '../contract';
import {
  integer,
  list,
  notNull,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
  type Decoder,
  type With,
} from './decode';
import { flag, image, link, picture, when } from './fields';

// Identity fields drop the row when bad; cosmetic ones take a neutral value and the row stays.

/** Identity: id, image_url (the banner is its image). Cosmetic: url (null: it links nowhere). */
export type Banner = With<Schema<'Banner'>, { url: string | null }>;
const banner: Decoder<Banner> = object({ id: integer, image_url: picture, url: link });
export const banners = object({ data: list(banner) });

/**
 * Identity: id, content (the HTML it exists to show). Cosmetic: title (''), image_url and url
 * (null), is_redirect (0: the image opens nothing).
 */
export type Announcement = Schema<'Announcement'>;
const announcement: Decoder<Announcement> = object({
  id: integer,
  title: withDefault(string, ''),
  content: string,
  image_url: image,
  url: link,
  is_redirect: withDefault(flag, 0),
});
export const announcements = object({ data: list(announcement) });

/** Identity: both. */
export type MarqueeItem = Schema<'MarqueeItem'>;
export const marquee = object({ data: list(object({ id: integer, content: string })) });

/** Identity: both: the link is the row, so an unsafe one drops it. */
export type WebsiteLink = Schema<'WebsiteLink'>;
export const websiteLinks = object({
  data: list(object({ id: integer, value: notNull(link, 'not a safe link') })),
});

export type GameRates = Schema<'GameRates'>;
// A null max_amount means "no maximum": a bad one is not null, it fails the rates.
export const rates: Decoder<GameRates> = object({
  min_amount: number,
  max_amount: nullable(number),
  division_rate: optional(number),
  multiply_rate: optional(number),
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
export const gameItemFields = {
  id: integer,
  game_id: integer,
  game_platform_id: integer,
  game_category_id: integer,
  name: string,
  icon: image,
  icon_square: image,
  icon_rectangle: picture,
  rates: nullable(rates),
};
const gameItem = object(gameItemFields) satisfies Decoder<GameItem>;

/**
 * Identity: id, name, game_items being a list (its bad games are dropped one by one). Cosmetic:
 * icon_image and icon_active (null: the strip shows its dot).
 */
export type Category = With<
  Schema<'Category'>,
  { icon_image: string | null; icon_active: string | null; game_items: GameItem[] }
>;
export const categoryFields = {
  id: integer,
  name: string,
  icon_image: image,
  icon_active: image,
  game_items: list(gameItem),
};
const category = object(categoryFields) satisfies Decoder<Category>;
export const categories = object({ data: list(category) });

/**
 * Identity: id, image (the card is its image), and end_date: null there means 'Dài hạn' (long
 * term), which a garbled end date must not turn into, and the popup has no "no end date" to show,
 * so a bad end_date drops the promotion. Cosmetic: title and body (''), start_date (null: the popup
 * shows the end date alone).
 */
export type Promotion = With<Schema<'Promotion'>, { start_date: string | null }>;
const promotion: Decoder<Promotion> = object({
  id: integer,
  image: picture,
  title: withDefault(string, ''),
  body: withDefault(string, ''),
  start_date: when,
  end_date: nullable(notNull(when, 'not a time')),
});
export const promotions = object({ response: list(promotion) });
