import { describe, expect, it } from 'vitest';
import { queryKeys } from './keys';
import { getAgentCodeQuery } from './operations/auth';
import { getPromotionsQuery } from './operations/content';
import { getGameItemBalanceQuery } from './operations/games';
import { getBankCodesQuery } from './operations/withdraw';
import { makeApi, memoryStorage } from './test/harness';

// What defineRead makes of a declaration; each read's call and answer are operations.test.ts's.

const visitor = makeApi();
const loggedIn = makeApi({ storage: memoryStorage({ auth_token: 'token' }) });

describe('a read declared once', () => {
  it("a player's read sits under queryKeys.player, the money guard's one invalidation", () => {
    const { queryKey } = getGameItemBalanceQuery(loggedIn, 7, 12);
    expect(queryKey).toEqual([...queryKeys.player, 'getGameItemBalance', '7', '12']);
  });

  it("a player's read is sent only while a token is stored", () => {
    expect(getGameItemBalanceQuery(visitor, 7, 12).enabled).toBe(false);
    expect(getGameItemBalanceQuery(loggedIn, 7, 12).enabled).toBe(true);
  });

  it('a public read is keyed outside the player and waits for what its arguments need', () => {
    expect(getAgentCodeQuery(visitor, 'AG001').queryKey).toEqual([
      'upstream',
      'public',
      'getAgentCode',
      'AG001',
    ]);
    expect(getAgentCodeQuery(visitor, '').enabled).toBe(false);
    expect(getAgentCodeQuery(visitor, 'AG001').enabled).toBe(true);
  });

  it("a read that declares no condition leaves `enabled` to the query client's default", () => {
    expect('enabled' in getBankCodesQuery(visitor)).toBe(false);
  });

  it('an answer that differs for a logged-in player is keyed by whether one is', () => {
    expect(getPromotionsQuery(visitor).queryKey).not.toEqual(getPromotionsQuery(loggedIn).queryKey);
    expect(getPromotionsQuery(loggedIn).queryKey.at(-1)).toEqual({ loggedIn: true });
  });
});
