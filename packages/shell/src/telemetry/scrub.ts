/**
 * What leaves a player's browser in an error report is scrubbed first: nothing personal in clear.
 * Masked: a token after `Bearer`, a JWT, an e-mail address, the value of a JSON or query field
 * named like a secret or personal field (phone, password, token, otp, amount, …), every run of 6
 * or more digits (a phone, an account or card number, a big amount; spaces, dots, commas and dashes
 * between the digits count as one run), a number grouped in thousands (`50.000`, `1,000`) and a
 * number written with its currency (`50000 đ`, `20000 VND`). Request and answer bodies are never
 * part of a report (see `errorReport`).
 */

/** What a masked piece becomes: it says what was there, never its value. */
export const MASKS = {
  token: '[token]',
  email: '[email]',
  digits: '[digits]',
  amount: '[amount]',
  field: '[redacted]',
} as const;

const SECRET_FIELDS =
  'phone|mobile|password|pass|new_password|password_confirmation|token|auth_token|access_token|captcha_token|otp|code_otp|amount|money|balance|account_number|account_no|bank_account|card_number|email';

const rules: readonly [RegExp, string][] = [
  [/\bBearer\s+[^\s"',;)\]}]+/gi, `Bearer ${MASKS.token}`],
  [/\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g, MASKS.token],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, MASKS.email],
  // "phone":"0912…" / phone=0912… / amount: 50000
  [
    new RegExp(
      `(["']?\\b(?:${SECRET_FIELDS})\\b["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s&,;}\\]]+)`,
      'gi',
    ),
    `$1${MASKS.field}`,
  ],
  [/\+?\d(?:[\s.,-]?\d){5,}/g, MASKS.digits],
  [/\b\d{1,3}(?:[.,]\d{3})+\b/g, MASKS.amount],
  [/\b\d+\s*(?:đ|₫|vnd|vnđ)(?![\p{L}])/giu, MASKS.amount],
];

/** The text with every personal piece masked (see the module's comment for what counts). */
export function scrubText(text: string): string {
  return rules.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** An address as a report names it: the path only (no query string, no fragment), scrubbed. */
export function scrubPath(pathOrUrl: string): string {
  let path = pathOrUrl;
  try {
    path = new URL(pathOrUrl, 'http://x').pathname;
  } catch {
    path = pathOrUrl.split(/[?#]/)[0] ?? '';
  }
  return scrubText(path);
}

/** A query or mutation key as one scrubbed line: `upstream/public/checkDepositPhone/[digits]`. */
export function scrubKey(key: readonly unknown[] | undefined): string | undefined {
  if (!key) return undefined;
  return scrubText(
    key.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('/'),
  );
}

/**
 * A stack trace, scrubbed line by line; each frame keeps its `:line:column` (a minified bundle's
 * column easily has 6 digits, and the source maps kept for error reporting need it).
 */
export function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const position = /:\d+:\d+\)?$/.exec(line);
      return position ? scrubText(line.slice(0, position.index)) + position[0] : scrubText(line);
    })
    .join('\n');
}
