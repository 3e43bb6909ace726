import * as z from 'zod/mini';
import { MALFORMED_RESPONSE } from '@wallet/domain';
import { call, type Api } from '../client';
import { ApiError } from '../errors';
import { safeImage, safeLink, safeQr } from './url';

// The pieces every area's schemas are made of. What the upstream answers is checked here, at the
// client's edge, so that a screen only ever gets what it can show.

/** A schema whose decoded value is `T` (the contract's type, or narrower). */
export type Decoder<T> = z.ZodMiniType<T>;

/** The contract's `T` with some fields changed, e.g. made nullable where a bad value becomes null. */
export type With<T, Changes> = Omit<T, keyof Changes> & Changes;

// "12" → 12: the upstream sometimes sends numbers as text. Anything else is left for the number
// check to refuse, so 'abc', '' and '1e3' stay bad.
const numeric = z.transform((value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
);
export const num = z.pipe(numeric, z.number());
export const int = z.pipe(numeric, z.int());

/** One of the contract's numeric codes (`Flag`, `AccountApproval`), "1" taken as 1. */
// @__NO_SIDE_EFFECTS__
export function among<const T extends readonly number[]>(values: T) {
  return z.pipe(numeric, z.literal(values));
}
export const flag = among([0, 1]);

/** A sort order: a bad one sorts the row last instead of losing it. */
export const order = z.catch(int, Number.MAX_SAFE_INTEGER);

/** The contract's `MainBalance`: a decimal string; a number is taken and written as one. */
export const decimal = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
);

export const text = z.string();
/** Text that means nothing when empty (a token, a name). */
export const filled = z.string().check(z.minLength(1));

/** `status: true`, where the contract makes it a constant of a success answer. */
export const ok = z.literal(true);
/** A success answer that carries nothing but its code. */
// @__NO_SIDE_EFFECTS__
export function done<const M extends string>(message: M) {
  return z.object({ status: ok, message: z.literal(message) });
}
/** A yes/no answer: the permission checks, a phone that is taken. */
export const permission = z.object({ status: z.boolean() });

/** A time the screens can read ('2026-11-01 00:00:00' or ISO 8601), else null: no time is shown. */
export const when = z.transform((value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}/.test(value) &&
  !Number.isNaN(Date.parse(value.replace(' ', 'T')))
    ? value
    : null,
);

// Upstream URLs, through the one URL helper: null when not safe to follow or show.
export const link = z.transform(safeLink);
export const image = z.transform(safeImage);
export const qr = z.transform(safeQr);
/** An image the row exists to show: a row without a safe one is dropped. */
export const picture = z.pipe(image, z.string());

let seen: { dropped: number; issues: unknown[] } | undefined;

/**
 * A list whose bad items are dropped, each counted once for `onMalformed`; the good ones are kept.
 * Only a list that is not a list fails the answer.
 */
// @__NO_SIDE_EFFECTS__
export function rows<T>(item: Decoder<T>) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((list) =>
      list.flatMap((entry): T[] => {
        const result = item.safeParse(entry);
        if (result.success) return [result.data];
        if (seen) {
          seen.dropped += 1;
          seen.issues.push(result.error.issues);
        }
        return [];
      }),
    ),
  );
}

/**
 * Checks one answer. An unusable one (wrong envelope, a required field wrong) is one failure,
 * `MALFORMED_RESPONSE`; rows dropped on the way are told to `api.onMalformed`, once per answer.
 */
export function decode<T>(
  api: Pick<Api, 'onMalformed'>,
  operation: string,
  schema: Decoder<T>,
  data: unknown,
): T {
  const report = (seen = { dropped: 0, issues: [] });
  let result;
  try {
    result = schema.safeParse(data);
  } finally {
    seen = undefined;
  }
  if (!result.success) {
    throw new ApiError(200, MALFORMED_RESPONSE, { issues: result.error.issues });
  }
  if (report.dropped) api.onMalformed?.({ operation, ...report });
  return result.data;
}

/** `call()`, then `decode()` of its answer: what every operation of this client does. */
export async function callDecoded<T>(
  api: Api,
  operation: string,
  schema: Decoder<T>,
  run: Parameters<typeof call>[0],
): Promise<T> {
  return decode(api, operation, schema, await call(run));
}
