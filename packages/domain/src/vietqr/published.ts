/** One app of VietQR's list: [id, name, bank name, logo path, monthly installs, fills in (1) or only opens (0)]. */
export type PublishedApp = readonly [string, string, string, string, number, 0 | 1];

/** One bank of VietQR's list: [BIN, code, short name, name]. */
export type PublishedBank = readonly [string, string, string, string];

/** Where every published app logo is (the sites' img-src names it: packages/build/src/csp.ts). */
export const BANK_APP_LOGO_ORIGIN = 'https://play-lh.googleusercontent.com';
