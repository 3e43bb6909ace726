import { Button, type ButtonAsButtonProps } from '../button/Button';

export interface SubmitButtonProps extends Omit<ButtonAsButtonProps, 'type' | 'variant' | 'href'> {
  variant?: 'primary' | 'ghost' | 'danger';
  type?: 'submit' | 'button';
}

/**
 * A form's full-width submit button, disabled while `pending` or `disabled`; after 8 s pending it
 * asks the player to wait. It never swallows a tap by itself: the form's guard (`useForm`) decides
 * whether a submit is accepted, so a form whose entry was invalid submits on the next tap once
 * corrected.
 */
export function SubmitButton({
  type = 'submit',
  block = true,
  slowAfterMs = 8000,
  ...rest
}: SubmitButtonProps) {
  return <Button {...rest} type={type} block={block} slowAfterMs={slowAfterMs} />;
}
