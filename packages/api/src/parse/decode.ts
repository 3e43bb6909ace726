import { MALFORMED_RESPONSE } from '@wallet/domain';
import { call, type Api } from '../client';
import { ApiError } from '../errors';
import type { OperationId } from '../generated/operations';

// A small decoder kit, written here rather than taken from a library: the player site pays for
// every byte of it on its first page, and a schema library shares its core with the full one the
// domain's form schemas load later, which moved that core into the first page.
//
// A decoder reads an unknown value and returns the typed one, or throws a DecodeError that says
// where and why. `path` is where the value sits in the answer ('data[3].id'), for that message.

/** Reads an unknown value as `T` (the contract's type, or narrower), or fails. */
export type Decoder<T> = (value: unknown, path: string) => T;

/** The contract's `T` with some fields changed, e.g. made nullable where a bad value becomes null. */
export type With<T, Changes> = Omit<T, keyof Changes> & Changes;

/** What a decoder returns. */
export type Out<D> = D extends Decoder<infer T> ? T : never;

export class DecodeError extends Error {}

/**
 * Fails the value at `path`. The message names the place and what was expected, never the value:
 * it goes to logs through `onMalformed`, and an answer carries tokens and balances.
 */
export function fail(path: string, why: string): never {
  throw new DecodeError(`${path || 'answer'}: ${why}`);
}

export const string: Decoder<string> = (value, path) =>
  typeof value === 'string' ? value : fail(path, 'expected text');

export const boolean: Decoder<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'expected true or false');

// "12" → 12: the upstream sometimes sends numbers as text. Only plain decimals, so 'abc', '' and
// '1e3' stay bad; NaN and Infinity are not numbers an answer can mean.
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
export const number: Decoder<number> = (value, path) => {
  const n = typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fail(path, 'expected a number');
};

export const integer: Decoder<number> = (value, path) => {
  const n = number(value, path);
  return Number.isSafeInteger(n) ? n : fail(path, 'expected a whole number');
};

/** Exactly one of `values`: `literal(true)`, `literal('SUCCESS', 'AUTO_APPROVED')`. */
// @__NO_SIDE_EFFECTS__
export function literal<const T extends readonly (string | number | boolean)[]>(
  ...values: T
): Decoder<T[number]> {
  return (value, path) =>
    values.includes(value as T[number])
      ? (value as T[number])
      : fail(path, `expected ${values.map((v) => JSON.stringify(v)).join(' or ')}`);
}

// @__NO_SIDE_EFFECTS__
export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (value, path) => (value === null ? null : decoder(value, path));
}

/** Absent is fine; in an object the field is then left out, as the contract's optional keys are. */
// @__NO_SIDE_EFFECTS__
export function optional<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value, path) => (value === undefined ? undefined : decoder(value, path));
}

/**
 * `decoder`'s value, then `change` of it. `change` may fail, and may be a decoder itself:
 * `map(number, literal(0, 1))` reads a numeric code sent as text.
 */
// @__NO_SIDE_EFFECTS__
export function map<T, U>(decoder: Decoder<T>, change: (value: T, path: string) => U): Decoder<U> {
  return (value, path) => change(decoder(value, path), path);
}

/** `decoder`, where its null (a value it could not use) fails instead. */
// @__NO_SIDE_EFFECTS__
export function notNull<T>(decoder: Decoder<T | null>, why: string): Decoder<T> {
  return map(decoder, (value, path) => (value === null ? fail(path, why) : value));
}

type Shape = Record<string, Decoder<unknown>>;
// The keys whose decoder may give undefined are optional keys, as the contract writes them.
type Maybe<S extends Shape> = {
  [K in keyof S]: undefined extends Out<S[K]> ? K : never;
}[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
type Fields<S extends Shape> = Flat<
  { [K in Exclude<keyof S, Maybe<S>>]: Out<S[K]> } & { [K in Maybe<S>]?: Out<S[K]> }
>;

/** An object with these fields; others the answer carries are not kept. */
// @__NO_SIDE_EFFECTS__
export function object<S extends Shape>(shape: S): Decoder<Fields<S>> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(path, 'expected an object');
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, decode] of Object.entries(shape) as [keyof S & string, Decoder<unknown>][]) {
      const field = decode(input[key], path ? `${path}.${key}` : key);
      if (field !== undefined || key in input) out[key] = field;
    }
    return out as Fields<S>;
  };
}

// The rows one answer lost, while decode() reads it.
let tally: { dropped: number; issues: string[] } | undefined;

/** Runs `decoder`; a failure is returned, not thrown, and what the failed part counted undone. */
function attempt<T>(
  decoder: Decoder<T>,
  value: unknown,
  path: string,
): { value: T } | { why: string } {
  const dropped = tally?.dropped ?? 0;
  const issues = tally?.issues.length ?? 0;
  try {
    return { value: decoder(value, path) };
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    // A part that fails is lost whole: its own dropped rows are not told a second time.
    if (tally) {
      tally.dropped = dropped;
      tally.issues.length = issues;
    }
    return { why: error.message };
  }
}

/**
 * A list whose bad items are dropped, each counted once for `onMalformed`; the good ones are kept.
 * Only a value that is not a list fails.
 */
// @__NO_SIDE_EFFECTS__
export function list<T>(item: Decoder<T>): Decoder<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'expected a list');
    const out: T[] = [];
    value.forEach((entry, index) => {
      const result = attempt(item, entry, `${path}[${index}]`);
      if ('value' in result) out.push(result.value);
      else if (tally) {
        tally.dropped += 1;
        tally.issues.push(result.why);
      }
    });
    return out;
  };
}

/** `decoder`'s value, or `fallback` where it fails: a cosmetic field keeps its row. */
// @__NO_SIDE_EFFECTS__
export function withDefault<T, const F>(decoder: Decoder<T>, fallback: F): Decoder<T | F> {
  return (value, path) => {
    const result = attempt(decoder, value, path);
    return 'value' in result ? result.value : fallback;
  };
}

/** The first of `choices` that reads the value; fails with all their reasons. */
// @__NO_SIDE_EFFECTS__
export function oneOf<const D extends readonly Decoder<unknown>[]>(
  ...choices: D
): Decoder<Out<D[number]>> {
  return (value, path) => {
    const whys: string[] = [];
    for (const choice of choices) {
      const result = attempt(choice, value, path);
      if ('value' in result) return result.value as Out<D[number]>;
      whys.push(result.why);
    }
    throw new DecodeError(whys.join('; or '));
  };
}

/**
 * Checks one answer. An unusable one (wrong envelope, a required field wrong) is one failure,
 * `MALFORMED_RESPONSE` with where and why in `issues`; rows dropped on the way are told to
 * `api.onMalformed`, once per answer.
 */
export function decode<T>(
  api: Pick<Api, 'onMalformed'>,
  operation: string,
  decoder: Decoder<T>,
  data: unknown,
): T {
  const report = (tally = { dropped: 0, issues: [] });
  let value: T;
  try {
    value = decoder(data, '');
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    throw new ApiError(200, MALFORMED_RESPONSE, { issues: [error.message] });
  } finally {
    tally = undefined;
  }
  if (report.dropped) api.onMalformed?.({ operation, ...report });
  return value;
}

/** `call()`, then `decode()` of its answer: what every operation of this client does. */
export async function callDecoded<T>(
  api: Api,
  operation: OperationId,
  decoder: Decoder<T>,
  run: Parameters<typeof call>[0],
): Promise<T> {
  return decode(api, operation, decoder, await call(run));
}
