import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import './Stepper.css';

export interface StepperProps {
  /** 0: 'Số dư' (amount), 1: 'Chọn ngân hàng' (bank). */
  step: 0 | 1;
  children: ReactNode;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  /** Next waits for a valid amount; both are off while withdrawal is locked. */
  nextDisabled?: boolean;
  submitDisabled?: boolean;
  /** The request runs: submit shows a spinner and cannot be pressed again. */
  pending?: boolean;
  steps?: [string, string];
}

/** The withdraw page's two-step stepper with 'Quay lại', 'Tiếp theo' and 'Rút tiền'. */
export function Stepper({
  step,
  children,
  onBack,
  onNext,
  onSubmit,
  nextDisabled = false,
  submitDisabled = false,
  pending = false,
  steps = ['Số dư', 'Chọn ngân hàng'],
}: StepperProps) {
  return (
    <div className="ui-stepper">
      <ol className="ui-stepper__steps">
        {steps.map((name, index) => (
          <li
            key={name}
            className={cx(
              'ui-stepper__step',
              index === step && 'is-current',
              index < step && 'is-done',
            )}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="ui-stepper__dot" aria-hidden="true">
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <div className="ui-stepper__body">{children}</div>
      <div className="ui-stepper__actions">
        {step === 0 ? (
          <button
            type="button"
            className="ui-btn ui-btn--primary ui-btn--block"
            disabled={nextDisabled}
            onClick={onNext}
          >
            Tiếp theo
          </button>
        ) : (
          <>
            <button
              type="button"
              className="ui-btn ui-btn--ghost"
              disabled={pending}
              onClick={onBack}
            >
              Quay lại
            </button>
            <button
              type="button"
              className="ui-btn ui-btn--primary"
              disabled={submitDisabled || pending}
              aria-busy={pending || undefined}
              onClick={onSubmit}
            >
              {pending ? <span className="ui-spinner" aria-hidden="true" /> : null}
              Rút tiền
            </button>
          </>
        )}
      </div>
    </div>
  );
}
