import { describe, expect, it } from 'vitest';
import { decodeWith } from '../test/decode';
import {
  boolean,
  decode,
  fail,
  integer,
  list,
  literal,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  withDefault,
  type Decoder,
} from './decode';

/** The issues of the MALFORMED_RESPONSE that `decoder` fails `data` with. */
function issuesOf(decoder: Decoder<unknown>, data: unknown): unknown {
  try {
    decode({}, 'testOperation', decoder, data);
  } catch (error) {
    expect(error).toMatchObject({ status: 200, code: 'MALFORMED_RESPONSE' });
    return (error as { body: { issues: unknown } }).body.issues;
  }
  throw new Error('decoded');
}

describe('scalars', () => {
  it('numbers given as text coerce; other text, NaN and Infinity are not numbers', () => {
    expect(decodeWith(number, '12').value).toBe(12);
    expect(decodeWith(number, ' -4.5 ').value).toBe(-4.5);
    for (const bad of ['abc', '', '1e3', '0x10', NaN, Infinity, null, true]) {
      expect(issuesOf(number, bad)).toEqual(['answer: expected a number']);
    }
  });

  it('an integer is a safe whole number, "7" included', () => {
    expect(decodeWith(integer, '7').value).toBe(7);
    expect(issuesOf(integer, 7.5)).toEqual(['answer: expected a whole number']);
    expect(issuesOf(integer, 2 ** 53)).toEqual(['answer: expected a whole number']);
  });

  it('text and yes/no are not coerced', () => {
    expect(issuesOf(string, 12)).toEqual(['answer: expected text']);
    expect(issuesOf(boolean, 'false')).toEqual(['answer: expected true or false']);
  });

  it('a literal is one of its values exactly', () => {
    const purpose = literal('deposit', 'withdraw');
    expect(decodeWith(purpose, 'withdraw').value).toBe('withdraw');
    expect(issuesOf(purpose, 'bonus')).toEqual(['answer: expected "deposit" or "withdraw"']);
  });
});

describe('nullable, optional, withDefault, map, oneOf', () => {
  const record = object({
    note: nullable(string),
    name: optional(string),
    title: withDefault(string, ''),
    count: map(integer, (n, path) => (n >= 0 ? n : fail(path, 'below zero'))),
    balance: oneOf(number, literal('LỖI MẠNG')),
  });

  it('null is taken only where nullable; an optional field left out stays out', () => {
    const { value } = decodeWith(record, { note: null, title: 'x', count: '2', balance: '1.5' });
    expect(value).toStrictEqual({ note: null, title: 'x', count: 2, balance: 1.5 });
    expect(issuesOf(record, { note: 'a', name: null, count: 1, balance: 1 })).toEqual([
      'name: expected text',
    ]);
  });

  it('a bad field with a default takes the default', () => {
    const { value } = decodeWith(record, {
      note: 'a',
      name: 'b',
      title: 7,
      count: 0,
      balance: 'LỖI MẠNG',
    });
    expect(value).toEqual({ note: 'a', name: 'b', title: '', count: 0, balance: 'LỖI MẠNG' });
  });

  it('map checks or changes the value after its decoder, and may fail at its path', () => {
    expect(issuesOf(record, { note: null, count: -1, balance: 1 })).toEqual(['count: below zero']);
    expect(decodeWith(map(number, literal(0, 1)), '1').value).toBe(1);
  });

  it('oneOf fails with the reasons of each choice', () => {
    expect(issuesOf(record, { note: null, count: 1, balance: 'nhiều' })).toEqual([
      'balance: expected a number; or balance: expected "LỖI MẠNG"',
    ]);
  });
});

describe('lists and answers', () => {
  const answer = object({
    data: list(object({ id: integer, games: list(object({ id: integer })) })),
  });

  it('a bad item is dropped and the rest kept; onMalformed hears once, with where and why', () => {
    const { value, reports } = decodeWith(answer, {
      data: [
        { id: 1, games: [{ id: 10 }, { id: 1.5 }] },
        { id: 'two', games: [] },
        { id: 3, games: [] },
      ],
    });
    expect(value.data).toEqual([
      { id: 1, games: [{ id: 10 }] },
      { id: 3, games: [] },
    ]);
    expect(reports).toEqual([
      {
        operation: 'testOperation',
        dropped: 2,
        issues: ['data[0].games[1].id: expected a whole number', 'data[1].id: expected a number'],
      },
    ]);
  });

  it('a dropped item is told once: the bad rows inside it went with it', () => {
    const { value, dropped } = decodeWith(list(object({ games: list(integer), id: integer })), [
      { games: [1, 'x', 'y'], id: null },
    ]);
    expect(value).toEqual([]);
    expect(dropped).toBe(1);
  });

  it('a clean answer tells onMalformed nothing', () => {
    expect(decodeWith(answer, { data: [{ id: 1, games: [] }] }).reports).toEqual([]);
  });

  it('an unusable envelope is MALFORMED_RESPONSE, its issue naming the path', () => {
    expect(issuesOf(answer, { data: { 0: { id: 1 } } })).toEqual(['data: expected a list']);
    expect(issuesOf(answer, [])).toEqual(['answer: expected an object']);
    expect(issuesOf(answer, undefined)).toEqual(['answer: expected an object']);
    expect(
      issuesOf(object({ data: object({ user: object({ name: string }) }) }), {
        data: { user: {} },
      }),
    ).toEqual(['data.user.name: expected text']);
  });

  it('a bug in a decoder is thrown as it is, not taken for a malformed answer', () => {
    const broken = list(
      map(number, () => {
        throw new TypeError('bug');
      }),
    );
    expect(() => decode({}, 'testOperation', broken, [1])).toThrow(TypeError);
  });

  it('fields the decoder does not name are not kept', () => {
    expect(decodeWith(object({ id: integer }), { id: 1, secret: 'x' }).value).toStrictEqual({
      id: 1,
    });
  });
});
