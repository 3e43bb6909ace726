import { z } from 'zod';

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
  const shape = Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;
  return z.object(shape).superRefine((values, ctx) => {
    for (const key of keys) {
      const message = rules[key](values as unknown as T);
      if (message !== null) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
}
