import {
  boolean,
  fail,
  integer,
  literal,
  map,
  notNull,
  number,
  object,
  string,
  withDefault,
  type Decoder,
} from './decode';
import { safeImage, safeLink, safeQr } from './url';

// The kinds of field the upstream's answers are made of, so that each area reads them one way.

/** One of the contract's numeric codes (`Flag`, `AccountApproval`), "1" taken as 1. */
// @__NO_SIDE_EFFECTS__
export function among<const T extends readonly number[]>(...values: T): Decoder<T[number]> {
  return map(number, literal(...values));
}
export const flag = among(0, 1);

/** A sort order: a bad one sorts the row last instead of losing it. */
export const order = withDefault(integer, Number.MAX_SAFE_INTEGER);

/** The contract's `MainBalance`: a decimal string; a number is taken and written as one. */
export const decimal: Decoder<string> = (value, path) => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text)
    ? text
    : fail(path, 'expected a decimal');
};

/** Text that means nothing when empty (a token, a name). */
export const filled = map(string, (text, path) => text || fail(path, 'empty'));

/** `status: true`, where the contract makes it a constant of a success answer. */
export const ok = literal(true);
/**
 * A success answer that carries nothing but its code. Any code is read: the upstream is not ours,
 * and a reworded success message must not turn a completed call into a failure (for money, an
 * unknown outcome). The screens act on the codes the spec names and treat others as success.
 */
export const done = object({ status: ok, message: string });
/** A yes/no answer: the permission checks, a phone that is taken. */
export const permission = object({ status: boolean });

/** A time the screens can read ('2026-11-01 00:00:00' or ISO 8601), else null: no time is shown. */
export const when: Decoder<string | null> = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}/.test(value) &&
  !Number.isNaN(Date.parse(value.replace(' ', 'T')))
    ? value
    : null;

// Upstream URLs, through the one URL helper: null when not safe to follow or show.
export const link: Decoder<string | null> = safeLink;
export const image: Decoder<string | null> = safeImage;
export const qr: Decoder<string | null> = safeQr;
/** An image the row exists to show: a row without a safe one is dropped. */
export const picture = notNull(image, 'not a safe image');
