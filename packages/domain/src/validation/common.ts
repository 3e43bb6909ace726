// zod's functional build: the forms need an object of strings and one refinement, and the
// classic build's methods (its whole API on every schema) were 22.5 KB gzip on every form page.
import * as z from 'zod/mini';

// The sites' Content-Security-Policy has no 'unsafe-eval' (issue 15): zod's fast path compiles
// object parsers with `new Function`, and merely probing for it is a CSP violation in the browser.
z.config({ jitless: true });

/** A rule for one field: the spec's message, or null when the value is accepted. */
export type FieldRule<T> = (values: T) => string | null;

/** Keeps digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Keeps digits only and cuts the result to `max` characters. */
export function digitsCut(value: string, max: number): string {
  return digitsOnly(value).slice(0, max);
}

/** 000 §9 "Phone length: 10"; 001 §9 "Visitor withdraw: phone length 10" */
export const PHONE_LENGTH = 10;

/** The country code as typed or pasted from a contact: '+84' or '0084', spaces allowed after it. */
const COUNTRY_PREFIX = /^\s*(?:\+|00)84/;

/**
 * A phone number as the player typed or pasted it, made national: '+84 912 345 678' and
 * '0084 912 345 678' become '0912345678' (000 §5 "Login phone: 10 characters"; "Register phone:
 * digits only"). Then digits only, cut to `max`, so a register field can still let one digit over
 * the limit through for its "too long" message.
 */
export function phoneDigits(typed: string, max: number): string {
  const national = COUNTRY_PREFIX.test(typed) ? `0${typed.replace(COUNTRY_PREFIX, '')}` : typed;
  return digitsCut(national, max);
}

/** True when the text is one or more digits and nothing else. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/**
 * Builds a zod schema for a form of string fields whose messages come from the same plain rules:
 * each rule runs on the whole form (so a confirmation can see its password) and reports on its own
 * field. The message is written once, in the rule.
 */
export function formSchema<K extends string, T extends Record<K, string>>(rules: {
  [P in K]: FieldRule<T>;
}) {
  const keys = Object.keys(rules) as K[];
  const shape = Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<
    K,
    z.ZodMiniString<string>
  >;
  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      for (const key of keys) {
        const message = rules[key](values as unknown as T);
        if (message !== null) ctx.addIssue({ code: 'custom', path: [key], message });
      }
    }),
  );
}
