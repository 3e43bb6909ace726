import { toApiError } from '@wallet/api';
import { resetPasswordError, type ResetStep } from '@wallet/domain';
import type { Form } from '@wallet/ui';

/**
 * 000 §5 "On a failed send, verify or reset, the server message is kept and the field shows the
 * fixed text": the upstream's refusal goes under the step's field; a call that got no answer or a
 * server error is a popup instead (resetPasswordError).
 */
export function failureShower<V extends Record<string, string>>(
  step: ResetStep,
  form: Form<V>,
  field: keyof V & string,
  popup: (text: string) => void,
) {
  return (error: unknown) => {
    const shown = resetPasswordError(step, toApiError(error));
    if (shown.show === 'inline') form.setFieldError(field, shown.text);
    else popup(shown.text);
  };
}
