import { describe, expect, it } from 'vitest';
import { balanceStateFrom } from './BalanceDisplay';

describe('balanceStateFrom', () => {
  it('reads every display value the domain gives', () => {
    expect(balanceStateFrom(null)).toEqual({ kind: 'loading' });
    expect(balanceStateFrom(0)).toEqual({ kind: 'value', value: 0 });
    expect(balanceStateFrom(1500)).toEqual({ kind: 'value', value: 1500 });
    expect(balanceStateFrom('KHÔNG ĐƯỢC HỖ TRỢ')).toEqual({ kind: 'unsupported' });
    expect(balanceStateFrom('CẤM')).toEqual({ kind: 'forbidden' });
    expect(balanceStateFrom('LỖI MẠNG')).toEqual({ kind: 'network-error' });
  });
});
