import { useId, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import './Field.css';

export interface FieldChromeProps {
  /** The visible Vietnamese label; it is also the control's accessible name. */
  label: string;
  /** A line under the control (rules, limits). */
  hint?: ReactNode;
  /** The message from validation; marks the control invalid. */
  error?: string | null;
  className?: string;
}

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** Spread on the control: its id and its ties to the hint and the error. */
  control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** Label, control, hint and error, wired with ids so screen readers read them together. */
export function Field({
  label,
  hint,
  error,
  className,
  children,
  id: givenId,
  extra,
}: FieldChromeProps & {
  id?: string;
  children: (ids: FieldIds) => ReactNode;
  /** Something after the control row (quick-amount buttons). */
  extra?: ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('ui-field', error && 'is-invalid', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        describedBy,
        invalid: Boolean(error),
        control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
      })}
      {extra}
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
