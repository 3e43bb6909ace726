import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/render';
import { injectFault } from '../../test/sandbox';

const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';

describe('a failed list is not an empty list (issue 10 §4)', () => {
  it('promotions: a failed load says why with a retry, never "Không tìm thấy khuyến mãi nào"; the retry shows the list', async () => {
    await injectFault({ path: '/get_all_promotions', times: 1, kind: 'status', status: 500 });
    const { screen, user } = await openPage('/promotions');
    // The first failed try shows at once, while the client's retries go on behind it.
    expect(await screen.findByText(GENERIC)).toBeDefined();
    expect(screen.queryByText('Không tìm thấy khuyến mãi nào')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ })).toBeDefined();
    expect(screen.queryByText(GENERIC)).toBeNull();
    expect(screen.queryByText('Không tìm thấy khuyến mãi nào')).toBeNull();
  });
});

describe('the promotion popup (000 §2 "a popup with image, title, date range and HTML body")', () => {
  it('"A promotion with no end date shows \'Dài hạn\' (long term)": beside its start date, not instead of it (issue 24 §7)', async () => {
    const { screen, user } = await openPage('/promotions');
    await user.click(await screen.findByRole('button', { name: /Hoàn trả hằng ngày 1.5%/ }));
    const popup = within(await screen.findByRole('dialog', { name: 'Hoàn trả hằng ngày 1.5%' }));
    expect(popup.getByText(/^\d{2}\/\d{2}\/\d{4} - Dài hạn$/)).toBeDefined();
  });
});
