import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH, phoneDigits } from './common';

describe('phoneDigits (000 §5 "Login phone: 10 characters"; "Register phone: digits only")', () => {
  it.each([
    ['0912 345 678'],
    ['+84 912 345 678'],
    ['+84912345678'],
    ['0084 912 345 678'],
    ['  +84 912-345-678'],
    ['0912.345.678'],
  ])('a pasted %j becomes 0912345678', (typed) => {
    expect(phoneDigits(typed, 10)).toBe('0912345678');
  });

  it('cuts to max, so a register field can hold the 11 digits its "too long" message needs', () => {
    expect(phoneDigits('09123456789', 11)).toBe('09123456789');
    expect(phoneDigits('091234567890', 11)).toBe('09123456789');
    expect(phoneDigits('+84 9123456789', 11)).toBe('09123456789');
    expect(phoneDigits('09123456789', 10)).toBe('0912345678');
  });

  it('reads 84 as the country code only at the start, after + or 00', () => {
    expect(phoneDigits('0912 84 5678', 10)).toBe('0912845678');
    expect(phoneDigits('84912345678', 11)).toBe('84912345678');
    expect(phoneDigits('', 10)).toBe('');
    expect(phoneDigits('abc', 10)).toBe('');
  });
});

describe('the phone length (000 §9)', () => {
  it('000 §9 "Phone length: 10"', () => {
    expect([PHONE_LENGTH]).toEqual([10]);
  });
});
