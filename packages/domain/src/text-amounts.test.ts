import { describe, expect, it } from 'vitest';
import { amountsInText } from './text-amounts';

const amounts = (text: string) =>
  amountsInText(text)
    .filter((p) => p.amount)
    .map((p) => p.text);

describe('amounts in the upstream\'s words (issue 27 §4 "masks every balance and amount of the player\'s own money on every screen")', () => {
  it('finds a number written with thousands separators, with or without its unit', () => {
    expect(amounts('Tài khoản của bạn đã được cộng 500.000.')).toEqual(['500.000']);
    expect(amounts('Nạp 1,200,000 VND thành công')).toEqual(['1,200,000 VND']);
    expect(amounts('Rút 2.500.000đ đã được duyệt')).toEqual(['2.500.000đ']);
  });

  it('finds any number with a currency after it', () => {
    expect(amounts('Bạn nhận được 50000 VND và 200k, còn 300 đồng')).toEqual([
      '50000 VND',
      '200k',
      '300 đồng',
    ]);
    expect(amounts('Chuyển 1.5 điểm vào ví')).toEqual(['1.5 điểm']);
  });

  it('leaves counts, dates, times, phones and words alone', () => {
    for (const text of [
      'Bạn đã chơi 2 giờ 5 phút',
      'Khuyến mãi từ 26/11/2026 14:05',
      'Ngày 26.11.2026',
      'Số điện thoại 0912.345.678',
      'Hạng 3 trong 5 km',
      'Mã giao dịch 123456',
    ]) {
      expect(amounts(text)).toEqual([]);
    }
  });

  it('keeps every character: the parts read back as the text', () => {
    const text = 'Cộng 500.000 VND, trừ 200k. Còn lại 1,000,000.';
    const parts = amountsInText(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.amount).map((p) => p.text)).toEqual([
      '500.000 VND',
      '200k',
      '1,000,000',
    ]);
    expect(amountsInText('')).toEqual([]);
    // An amount may open the text, or be all of it.
    expect(amountsInText('500.000 VND đã được cộng')).toEqual([
      { text: '500.000 VND', amount: true },
      { text: ' đã được cộng', amount: false },
    ]);
    expect(amountsInText('200k')).toEqual([{ text: '200k', amount: true }]);
  });
});
