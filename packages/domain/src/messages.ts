/**
 * Every text of the spec that a rule, status or error produces, written once, character for
 * character as the spec writes it (see /work/shared/spec/texts.txt). Texts the spec only describes
 * are marked "ours" and recorded in docs/decisions.md. Screens never write these strings themselves.
 *
 * One module per part of the product, so a site loads the texts of the pages it opens and no more.
 */

export * from './messages/session';
export * from './messages/transport';
export * from './messages/general';
export * from './messages/transactions';
export * from './messages/login';
export * from './messages/register';
export * from './messages/password';
export * from './messages/deposit';
export * from './messages/withdraw';
export * from './messages/amounts';
export * from './messages/bank';
export * from './messages/games';
export * from './messages/game-links';
export * from './messages/activation';
export * from './messages/agency';
export * from './messages/labels';
export * from './messages/auth-links';
export * from './messages/home';
export * from './messages/account';
export * from './messages/forms';
export * from './messages/controls';
export * from './messages/route-titles';
export * from './messages/wallets';
export * from './messages/play-game';
export * from './messages/downloads';
export * from './messages/app-shell';
export * from './messages/balance-mask';
export * from './messages/reality-check';
export * from './messages/waits';
export * from './messages/game-search';
export * from './messages/history';
export * from './messages/waiting-deposit';
