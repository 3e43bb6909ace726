import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { fieldErrors } from './fieldErrors';

/** A form of text fields: every value is a string (an interface such as the domain's `LoginForm` fits). */
export type FormValues<V> = { [K in keyof V]: string };

export interface UseFormOptions<V extends FormValues<V>> {
  initial: V;
  /** A synchronous Standard Schema v1 validator (a zod 4 schema, e.g. the domain's `loginSchema`). */
  schema: StandardSchemaV1<V, unknown>;
  /**
   * Runs once per accepted submit with the values as typed. Return the request's promise
   * (`mutation.mutateAsync(…)`): no other submit is accepted until it settles. A rejection is
   * swallowed here, because the caller's mutation already shows its own error.
   */
  onSubmit: (values: V) => unknown;
}

/** What to spread on a kit field: `<PhoneField {...form.field('phone')} />`. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
}

export interface Form<V extends FormValues<V>> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  /** The field's message, once it was blurred or a submit was tried; a server's answer first. */
  error: (name: keyof V & string) => string | null;
  field: (name: keyof V & string) => FieldBinding;
  /** For `<form onSubmit>`; also callable without an event. */
  handleSubmit: (event?: FormEvent) => void;
  /** From an accepted submit until the promise `onSubmit` returned settles. */
  submitting: boolean;
  /** A server's answer that belongs under a field; it shows until that field is edited. */
  setFieldError: (name: keyof V & string, text: string) => void;
  reset: () => void;
  /**
   * The field messages no field shows yet (its field not left, no submit tried), in the fields'
   * order: why a submit that is disabled while the form is invalid waits, the first for its
   * `blockedBy` (issue 46 §1 "Every disabled submit says why"). Empty when every message shows.
   */
  unsaid: readonly string[];
}

type Flags = Partial<Record<string, boolean>>;
type Texts = Partial<Record<string, string>>;

/**
 * One form pattern: values, messages shown once a field was left or a submit was tried, and a submit
 * guard. The guard is a ref set in the same task as the submit, so two taps or Enters that arrive
 * before React renders still call `onSubmit` once; an invalid submit locks nothing.
 */
export function useForm<V extends FormValues<V>>({
  initial,
  schema,
  onSubmit,
}: UseFormOptions<V>): Form<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Flags>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Texts>({});
  const [submitting, setSubmitting] = useState(false);
  // Read by a submit in the same task as the keystroke or tap before it, so not React state.
  const valuesRef = useRef(initial);
  const busyRef = useRef(false);
  const onSubmitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    onSubmitRef.current = onSubmit;
  });
  const initialRef = useRef(initial);

  const schemaErrors = useMemo(() => fieldErrors(schema, values), [schema, values]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
    setServerErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }));
  }, []);

  const error = (name: keyof V & string): string | null =>
    serverErrors[name] ?? (touched[name] || tried ? schemaErrors[name] : undefined) ?? null;

  const unsaid = (Object.keys(values) as (keyof V & string)[])
    .filter((name) => error(name) === null)
    .flatMap((name) => schemaErrors[name] ?? []);

  const field = (name: keyof V & string): FieldBinding => ({
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value),
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    error: error(name),
  });

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (busyRef.current) return;
      setTried(true);
      const submitted = valuesRef.current;
      // Any issue stops the submit, one without a field path too (it has no field to show under).
      if (Object.keys(fieldErrors(schema, submitted)).length > 0) return;
      busyRef.current = true;
      setSubmitting(true);
      const release = () => {
        busyRef.current = false;
        setSubmitting(false);
      };
      let outcome: unknown;
      try {
        outcome = onSubmitRef.current(submitted);
      } catch (thrown) {
        // A synchronous throw is a bug in the caller, not a failed request: free the form, rethrow.
        release();
        throw thrown;
      }
      Promise.resolve(outcome).then(release, release);
    },
    [schema],
  );

  const setFieldError = useCallback((name: keyof V & string, text: string) => {
    setServerErrors((e) => ({ ...e, [name]: text }));
  }, []);

  const reset = useCallback(() => {
    valuesRef.current = initialRef.current;
    setValues(initialRef.current);
    setTouched({});
    setTried(false);
    setServerErrors({});
  }, []);

  return {
    values,
    setValue,
    error,
    field,
    handleSubmit,
    submitting,
    setFieldError,
    reset,
    unsaid,
  };
}
