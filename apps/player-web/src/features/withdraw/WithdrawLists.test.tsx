import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGameItems, gameItem } from '../../test/game-items';
import { injectFault } from '../../test/sandbox';
import { approvePendingWithdrawal, bankCard, openWithdraw } from '../../test/withdraw-page';

describe('one malformed item in a withdraw page list costs that item only', () => {
  it('step 1: a game without an id is left out; the other games keep their balances and buttons', async () => {
    await answerGameItems([gameItem('x', 'Broken', 10), gameItem(101, 'Lucky Slot', 120)]);
    await openWithdraw();
    expect(
      await screen.findByRole('button', { name: /Chuyển về ví chính: Lucky Slot/ }),
    ).toBeDefined();
    expect(screen.queryByText('Broken')).toBeNull();
    // Points carry their unit, as on every screen (issue 24): never a bare '120' under a balance in K.
    expect(screen.getByText('120 điểm')).toBeDefined();
  });

  it('step 2: a saved account without a number is left out; the other is offered', async () => {
    await approvePendingWithdrawal();
    await injectFault({
      method: 'GET',
      path: '/player/active/banks',
      kind: 'status',
      status: 200,
      times: 100,
      body: {
        status: true,
        response: [
          { id: 7, bank_name: 'ACB', User_name: 'NGUYEN VAN AN' },
          {
            id: 1,
            bank_name: 'Vietcombank',
            account_number: '0011001234567',
            User_name: 'NGUYEN VAN AN',
          },
        ],
        max_account_count: 1,
      },
    });
    const { user, amount, next } = await openWithdraw();
    await user.type(amount, '150');
    await user.click(next());
    expect(await screen.findByRole('group', { name: 'Tài khoản ngân hàng' })).toBeDefined();
    expect(bankCard('0011001234567')).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
