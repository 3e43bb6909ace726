import { describe, expect, it } from 'vitest';
import { waitedOfTotal, waitedUntilCheck, waitWords } from './waits';

describe('a long wait in words (issue 37 §3)', () => {
  it('seconds, then minutes and seconds, whole minutes alone', () => {
    expect(waitWords(0)).toBe('0 giây');
    expect(waitWords(12_000)).toBe('12 giây');
    expect(waitWords(80_000)).toBe('1 phút 20 giây');
    expect(waitWords(600_000)).toBe('10 phút');
  });

  it('a clock tick a few ms off says the same second; nothing below 0', () => {
    expect(waitWords(11_996)).toBe('12 giây');
    expect(waitWords(12_004)).toBe('12 giây');
    expect(waitWords(-300)).toBe('0 giây');
  });

  it('a wait with an end says how long of how long, and never more than the end', () => {
    expect(waitedOfTotal(12_000, 30_000)).toBe('Đã chờ 12 giây (tối đa 30 giây)');
    expect(waitedOfTotal(31_000, 30_000)).toBe('Đã chờ 30 giây (tối đa 30 giây)');
    expect(waitedOfTotal(130_000, 600_000)).toBe('Đã chờ 2 phút 10 giây (tối đa 10 phút)');
  });

  it('a polled wait says how long so far and when the next check is, or that it is checking', () => {
    expect(waitedUntilCheck(80_000, 6_000)).toBe('Đã chờ 1 phút 20 giây · kiểm tra lại sau 6 giây');
    expect(waitedUntilCheck(80_000, null)).toBe('Đã chờ 1 phút 20 giây · đang kiểm tra…');
    expect(waitedUntilCheck(80_000, 200)).toBe('Đã chờ 1 phút 20 giây · đang kiểm tra…');
  });
});
