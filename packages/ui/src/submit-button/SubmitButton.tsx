import { useId } from 'react';
import { Button, type ButtonAsButtonProps } from '../button/Button';
import './SubmitButton.css';

export interface SubmitButtonProps extends Omit<ButtonAsButtonProps, 'type' | 'variant' | 'href'> {
  variant?: 'primary' | 'ghost' | 'danger';
  type?: 'submit' | 'button';
  /**
   * Why the form cannot be sent yet, in the spec's words (issue 46 §1 "Every disabled submit says
   * why"): while the button is `disabled` (not while pending), the reason is shown under it, as its
   * description. The caller decides when it is disabled; a reason alone disables nothing.
   */
  blockedBy?: string | null;
}

/**
 * A form's full-width submit button, disabled while `pending` or `disabled`; after 8 s
 * pending it asks the player to wait. It never swallows a tap by itself: the form's guard
 * (`useForm`) decides whether a submit is accepted, so a form whose entry was invalid submits on
 * the next tap once corrected.
 */
export function SubmitButton({
  type = 'submit',
  block = true,
  slowAfterMs = 8000,
  blockedBy,
  disabled,
  ...rest
}: SubmitButtonProps) {
  const whyId = useId();
  const why = disabled && blockedBy && !rest.pending ? blockedBy : null;
  return (
    <>
      <Button
        {...rest}
        type={type}
        block={block}
        slowAfterMs={slowAfterMs}
        disabled={disabled}
        aria-describedby={why ? whyId : rest['aria-describedby']}
      />
      {why ? (
        <p id={whyId} className="ui-submit__why">
          {why}
        </p>
      ) : null}
    </>
  );
}
