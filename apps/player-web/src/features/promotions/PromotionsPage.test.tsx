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
