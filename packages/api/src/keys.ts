/**
 * Query keys, one factory for the whole client. Everything a logged-in player owns sits under
 * `player`, so it can be invalidated in one call (the money guard's reconciliation does); public
 * content sits under its own prefix. Only the levels something uses are exported.
 */
const root = ['upstream'] as const;
const pub = [...root, 'public'] as const;
const player = [...root, 'player'] as const;

export const queryKeys = {
  player,
  banners: () => [...pub, 'banners'] as const,
  announcements: () => [...pub, 'announcements'] as const,
  marquee: () => [...pub, 'marquee'] as const,
  websiteLinks: () => [...pub, 'website-links'] as const,
  categories: () => [...pub, 'categories'] as const,
  promotions: (loggedIn: boolean) => [...pub, 'promotions', { loggedIn }] as const,
  agentCode: (id: string) => [...pub, 'agent-code', id] as const,
  publicPaymentMethods: () => [...pub, 'payment-methods'] as const,
  depositPhone: (phone: string) => [...pub, 'deposit-phone', phone] as const,
  publicUserBanks: (phone: string) => [...pub, 'user-banks', phone] as const,
  checkPhone: (phone: string) => [...pub, 'check-phone', phone] as const,
  withdrawLimits: () => [...pub, 'withdraw-limits'] as const,
  bankCodes: () => [...pub, 'bank-codes'] as const,
  agentPhone: (phone: string) => [...pub, 'agent-phone', phone] as const,
  user: () => [...player, 'user'] as const,
  approval: () => [...player, 'approval'] as const,
  paymentCategories: () => [...player, 'payment-categories'] as const,
  allowDeposit: () => [...player, 'allow-deposit'] as const,
  allowWithdraw: () => [...player, 'allow-withdraw'] as const,
  activeBanks: () => [...player, 'active-banks'] as const,
  transactions: () => [...player, 'transactions'] as const,
  transaction: (id: number | string) => [...player, 'transaction', String(id)] as const,
  transactionStatus: (id: number | string) =>
    [...player, 'transaction-status', String(id)] as const,
  latestTransaction: () => [...player, 'latest-transaction'] as const,
  gameCategories: () => [...player, 'game-categories'] as const,
  dagaGameCategories: () => [...player, 'daga-game-categories'] as const,
  gameCategoryItems: () => [...player, 'game-category-items'] as const,
  gameBalance: (id: number | string) => [...player, 'game-balance', String(id)] as const,
  gameItemBalance: (gameId: number | string, platformId: number | string) =>
    [...player, 'game-item-balance', String(gameId), String(platformId)] as const,
  dagaGame: () => [...player, 'daga-game'] as const,
  dagaBalance: () => [...player, 'daga-balance'] as const,
  notifications: () => [...player, 'notifications'] as const,
  notificationCount: () => [...player, 'notification-count'] as const,
};
