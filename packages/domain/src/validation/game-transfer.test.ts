import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_TRANSFER_MAX_DECIMALS,
  canPlayGame,
  gameTransferAmountToSend,
  gameTransferOutOfRange,
  playGameAmountMessage,
  playGameSchema,
  transferAllPointsAmount,
  validateGameTransferAmount,
  playGameBlocker,
} from './game-transfer';

const INSUFFICIENT =
  'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.';
const game = { isDaGa: false, mainBalance: 1000, min: 10, max: 500 };
const daga = { isDaGa: true, mainBalance: 1000, min: 30, max: 600 };

describe('game transfer amount (001 §5, §9)', () => {
  it.each([
    ['', game, null],
    ['05', game, 'Vui lòng không nhập số bắt đầu bằng 0'],
    ['0', game, 'Vui lòng không nhập số bắt đầu bằng 0'],
    ['60.5', daga, 'Giá trị thập phân không được chấp nhận'],
    ['60.', daga, 'Giá trị thập phân không được chấp nhận'],
    ['10.123', game, 'Chỉ chấp nhận hai số thập phân'],
    ['10.12', game, null],
    ['1,5', game, 'Vui lòng không nhập dấu phẩy (,) trong số tiền'],
    ['-500', game, 'Vui lòng không nhập số âm'],
    ['-60', daga, 'Vui lòng không nhập số âm'],
    ['1.500.000', game, 'Vui lòng chỉ nhập số'],
    ['5 00', daga, 'Vui lòng chỉ nhập số'],
    ['0.5', daga, 'Vui lòng không nhập số bắt đầu bằng 0'],
    ['1001', game, INSUFFICIENT],
    ['5', { ...game, max: null }, 'Vui lòng chọn điểm tối thiểu'],
    ['5', game, INSUFFICIENT],
    ['10', game, null],
    ['5', { ...game, min: null }, null],
  ])(
    "\"Leading zero gives 'Vui lòng không nhập số bắt đầu bằng 0'. Da Ga with a decimal point gives 'Giá trị thập phân không được chấp nhận'. More than 2 decimals for other games gives 'Chỉ chấp nhận hai số thập phân'. An amount above the main balance gives … Below the minimum with no maximum gives 'Vui lòng chọn điểm tối thiểu'. Below the minimum with a maximum gives the insufficient-balance message.\" — %j",
    (raw, ctx, expected) => {
      expect(validateGameTransferAmount(raw, ctx)).toBe(expected);
    },
  );

  it.each([
    ['', game, null],
    ['5', game, 'min'],
    ['501', game, 'max'],
    ['1000', game, null],
    ['1000', { ...daga, max: 600 }, 'max'],
    ['300', game, null],
    ['700', { ...game, max: null }, null],
  ])(
    '"Min and max … are highlighted when the entry is out of range." — %j',
    (raw, ctx, expected) => {
      expect(gameTransferOutOfRange(raw, ctx)).toBe(expected);
    },
  );

  it.each([
    ['', game, 5, true],
    ['', game, 0, false],
    ['60', daga, 0, true],
    ['20', daga, 0, false],
    ['630', daga, 0, false],
    ['10', game, 0, true],
    ['501', game, 0, false],
    ['1000', game, 0, true],
    ['05', game, 0, false],
  ])(
    '"For Da Ga, an amount outside min..max disables the play button. For other games the amount must be at least the minimum and at most the maximum if one exists." / "A blank amount with a positive game balance is allowed" — %j',
    (raw, ctx, gameBalance, expected) => {
      expect(canPlayGame(raw, ctx, gameBalance)).toBe(expected);
    },
  );

  it.each([
    ['', game, 5, null],
    ['', game, 0, 'Vui lòng nhập số tiền'],
    ['05', game, 0, 'Vui lòng không nhập số bắt đầu bằng 0'],
    // 001 §5: below the minimum of a game with a maximum is the insufficient-balance message.
    [
      '20',
      daga,
      0,
      'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.',
    ],
    ['630', daga, 0, 'Tối đa: 600K'],
    ['60', daga, 0, null],
    ['50', { ...game, max: null }, 0, null],
  ])(
    'issue 46 §1 "Every disabled submit says why, in the spec\'s words": %j in %j, game balance %j → %j',
    (raw, ctx, gameBalance, expected) => {
      expect(playGameBlocker(raw, ctx, gameBalance)).toBe(expected);
    },
  );

  it.each([
    ['1000', game, 500],
    ['400', game, 400],
    ['12.345', { ...game, max: null }, 12.34],
    ['60', daga, 60],
    ['', game, 0],
    ['1000', { ...game, max: null }, 1000],
  ])(
    '"When the amount equals the whole balance and exceeds the maximum, the maximum is sent instead." — %j',
    (raw, ctx, expected) => {
      expect(gameTransferAmountToSend(raw, ctx)).toBe(expected);
    },
  );

  it.each([
    [1234.56, false, '1234'],
    [1234.56, true, '1230'],
    [-5, false, '0'],
    [29, true, '0'],
  ])(
    '"\'Chuyển tất cả điểm\' fills the truncated main balance." / "The converter truncates to multiples of 30 in the Da Ga mode." — %j Da Ga %j',
    (balance, isDaGa, expected) => {
      expect(transferAllPointsAmount(balance, isDaGa)).toBe(expected);
    },
  );

  it('property: an amount the play button accepts is sent as a non-negative value within the balance, min and max; Da Ga sends whole numbers', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.stringMatching(/^[1-9]\d{0,5}(\.\d{1,3})?$/),
        (isDaGa, mainBalance, min, span, raw) => {
          const ctx = { isDaGa, mainBalance, min, max: min + span };
          const sent = gameTransferAmountToSend(raw, ctx);
          expect(sent).toBeGreaterThanOrEqual(0);
          if (canPlayGame(raw, ctx, 0)) {
            expect(sent).toBeGreaterThanOrEqual(min);
            expect(sent).toBeLessThanOrEqual(Math.min(mainBalance, ctx.max));
            if (isDaGa) expect(Number.isInteger(sent)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the play-game dialog amount (001 §5, §9 Da Ga multiples of 30)', () => {
  it.each([
    ['', daga, null],
    ['05', daga, 'Vui lòng không nhập số bắt đầu bằng 0'],
    ['60', daga, null],
    ['45', daga, 'Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.'],
    ['45', game, null],
    ['2000', daga, INSUFFICIENT],
  ])('%j (%o) gives %j', (raw, ctx, message) => {
    expect(playGameAmountMessage(raw, ctx)).toBe(message);
  });

  it('the schema speaks on the amount field', () => {
    const schema = playGameSchema(daga);
    const result = schema.safeParse({ amount: '45' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.',
    });
    expect(schema.safeParse({ amount: '60' }).success).toBe(true);
  });
});

describe('the game transfer decimals (001 §9)', () => {
  it('001 §9 "Game transfers: at most 2 decimals for non-Da Ga amounts"', () => {
    expect([GAME_TRANSFER_MAX_DECIMALS]).toEqual([2]);
  });
});
