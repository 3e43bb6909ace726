import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/render';
import { sent } from '../../test/setup';
import {
  dagaSection,
  disabled,
  ledger,
  openWallets,
  row,
  rowText,
  TRANSFER_ALL,
  MOVE_AZTEC,
  MOVE_DAGA,
  MOVE_ALL,
  moveLabel,
  settled,
} from '../../test/wallets';

describe('moving points back to the main wallet (001 §4 "Withdraw game points to main")', () => {
  it('"On success the game balance goes to 0 and the user info is reloaded": a double tap sends one transfer', async () => {
    const { user } = await openWallets();
    await user.dblClick(screen.getByRole('button', { name: moveLabel('Aztec Treasure') }));
    // The moved balance spins until the upstream's figure is read again.
    expect(within(row('Aztec Treasure')).getByRole('status')).toBeDefined();
    await screen.findByText('5,120K');
    await settled();
    expect(rowText('Aztec Treasure')).toMatch(/0 điểm$/);
    expect(
      within(row('Aztec Treasure')).queryByRole('button', { name: moveLabel('Aztec Treasure') }),
    ).toBeNull();
    expect(requestsTo(MOVE_AZTEC)).toBe(1);
    expect(ledger('POST /player/points/withdraw/game/{id}').map((e) => e.amount)).toEqual([120]);
  });

  it('001 §5 "The amount rounded down to a whole number is what is sent": 45.5 points move 45, the upstream keeps 0.5', async () => {
    const { user } = await openWallets();
    await user.click(screen.getByRole('button', { name: moveLabel('Dragon Fishing') }));
    await screen.findByText('5,090K');
    await settled();
    expect(rowText('Dragon Fishing')).toContain('0.5');
    expect(ledger('POST /player/points/withdraw/game/{id}').map((e) => e.amount)).toEqual([45]);
    // Half a point cannot be sent: the button stays, off.
    expect(disabled(screen.getByRole('button', { name: moveLabel('Dragon Fishing') }))).toBe(true);
  });

  it('Da Ga: "with amount (whole number)": its 10 points move, Da Ga reads 0 again from the upstream', async () => {
    const { user } = await openWallets();
    await user.dblClick(within(dagaSection()).getByRole('button', { name: moveLabel('Đá gà') }));
    await screen.findByText('5,300K');
    await settled();
    expect(await within(dagaSection()).findByText('0 điểm')).toBeDefined();
    expect(within(dagaSection()).queryByRole('button', { name: moveLabel('Đá gà') })).toBeNull();
    expect(requestsTo(MOVE_DAGA)).toBe(1);
    expect(ledger('POST /player/points/withdraw/daga').map((e) => e.amount)).toEqual([10]);
  });
});

describe('transfer-all (001 §4 "Transfer-all")', () => {
  it('"Da Ga points if above 0, then each game with a positive balance … \'LỖI MẠNG\' is skipped": tapped twice, one transfer', async () => {
    const { user } = await openWallets();
    await user.dblClick(screen.getByRole('button', { name: TRANSFER_ALL }));
    expect(disabled(screen.getByRole('button', { name: TRANSFER_ALL }))).toBe(true);
    await screen.findByText('6,310K');
    await settled();
    expect(requestsTo(MOVE_DAGA)).toBe(1);
    expect(requestsTo(MOVE_ALL)).toBe(1);
    expect(sent.indexOf(MOVE_DAGA)).toBeLessThan(sent.indexOf(MOVE_ALL));
    const [all] = ledger('POST /player/points/withdraw/all');
    // Dragon Tiger ('LỖI MẠNG') is not asked for; Dragon Fishing sends its whole 45.
    expect(all?.items).toEqual([
      { game_id: 101, amount: 120 },
      { game_id: 201, amount: 45 },
      { game_id: 301, amount: 800 },
    ]);
    expect(rowText('Baccarat')).toMatch(/0 điểm$/);
    expect(rowText('Dragon Tiger')).toContain('LỖI MẠNG');
    expect(within(dagaSection()).getByText('0 điểm')).toBeDefined();
    // "The button is disabled with nothing to transfer": half a point is not a whole one.
    expect(disabled(screen.getByRole('button', { name: TRANSFER_ALL }))).toBe(true);
  });
});
