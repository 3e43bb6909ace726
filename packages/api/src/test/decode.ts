import { expect } from 'vitest';
import type { MalformedReport } from '../config';
import { ApiError } from '../errors';
import { decode, type Decoder } from '../parse/decode';

/** Decodes `data` as the client would, and keeps what `onMalformed` heard. */
export function decodeWith<T>(schema: Decoder<T>, data: unknown) {
  const reports: MalformedReport[] = [];
  const onMalformed = (report: MalformedReport) => void reports.push(report);
  const value = decode({ onMalformed }, 'testOperation', schema, data);
  return { value, reports, dropped: reports.reduce((sum, r) => sum + r.dropped, 0) };
}

/** "Envelope wrong → one clear failure": MALFORMED_RESPONSE with the issues. */
export function expectMalformed(schema: Decoder<unknown>, data: unknown): void {
  let thrown: unknown;
  try {
    decodeWith(schema, data);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ApiError);
  expect(thrown).toMatchObject({
    status: 200,
    code: 'MALFORMED_RESPONSE',
    body: { issues: expect.any(Array) },
  });
}

/** A game item as the contract describes it, for the lists that carry games. */
export const game = (id: unknown, more: Record<string, unknown> = {}) => ({
  id,
  game_id: 101,
  game_platform_id: 1,
  game_category_id: 1,
  name: '{"vn":"Nổ hũ","en":"Slots"}',
  icon: '/i.png',
  icon_square: '/s.png',
  icon_rectangle: '/r.png',
  rates: { min_amount: 10, max_amount: null, division_rate: 1 },
  ...more,
});
