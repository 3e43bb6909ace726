import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../tokens.css';
import { Receipt } from './Receipt';

afterEach(cleanup);

describe('Receipt (issue 47 §2 "a receipt: amount, time, transaction code, the main balance after it")', () => {
  it('is a region named by what was done, with the amount and each detail; the code can be copied', () => {
    render(
      <Receipt
        title="Nạp tiền thành công"
        amount="600,000 VND"
        items={[
          { label: 'Thời gian', value: '29/11/2026 15:42' },
          { label: 'Mã giao dịch', value: 'DP1', copyText: 'DP1' },
        ]}
      />,
    );
    const receipt = screen.getByRole('region', { name: 'Nạp tiền thành công' });
    expect(within(receipt).getByText('600,000 VND')).toBeTruthy();
    expect(within(receipt).getByText('29/11/2026 15:42')).toBeTruthy();
    expect(within(receipt).getByRole('button', { name: 'Sao chép mã giao dịch' })).toBeTruthy();
  });
});
