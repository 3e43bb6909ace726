import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The first message of each field, by name. An issue without a field path is kept under ''. */
export type FieldErrors = Partial<Record<string, string>>;

function fieldOf(issue: StandardSchemaV1.Issue): string {
  const head = issue.path?.[0];
  if (head === undefined) return '';
  return String(typeof head === 'object' ? head.key : head);
}

/**
 * Runs a Standard Schema v1 validator synchronously. A form's rules are plain functions of what is
 * typed; an async validator would let a submit through before its answer, so it is refused loudly.
 */
export function fieldErrors(schema: StandardSchemaV1, values: unknown): FieldErrors {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) {
    throw new TypeError(
      'useForm: the schema validated asynchronously; only synchronous Standard Schema validators are supported.',
    );
  }
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const name = fieldOf(issue);
    errors[name] ??= issue.message;
  }
  return errors;
}
