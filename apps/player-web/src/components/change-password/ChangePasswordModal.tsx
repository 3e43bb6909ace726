import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { resetPlayerPasswordMutation, toApiError } from '@wallet/api';
import {
  CHANGE_PASSWORD_TITLE,
  CLOSE_LABEL,
  CONFIRM_NEW_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  OLD_PASSWORD_LABEL,
  changePasswordError,
  changePasswordSuccess,
  changePasswordSchema,
  type ChangePasswordForm,
} from '@wallet/domain';
import { Button, Modal, Notice, PasswordField, SubmitButton, useForm } from '@wallet/ui';
import './ChangePasswordModal.css';
import { useApi } from '@wallet/shell';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirm: '' };

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** The forced reset after login: no way to dismiss it until the password is changed. */
  forced?: boolean;
}

/**
 * 000 §2 "Password change modal (opened from the account menu): old password, new password,
 * confirmation." §4 "POST /player/password/reset with bearer. Body: password (the old one),
 * new_password." §8 "PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, Vui lòng thử lại !'. Success
 * PASSWORD_RESET_SUCCESS gives 'Mật khẩu đã được đặt lại thành công!'."
 *
 * On success the form gives way to the success text and a close button: the modal does not close
 * by itself, so the player has time to read it.
 */
export function ChangePasswordModal({ open, onClose, forced = false }: ChangePasswordModalProps) {
  const api = useApi();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const change = useMutation({
    ...resetPlayerPasswordMutation(api),
    onSuccess: () => setSuccess(changePasswordSuccess().text),
    onError: (error) => {
      const result = changePasswordError(toApiError(error));
      // 000 §8 "PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, …'": under the old password.
      if (result.show === 'inline') form.setFieldError('oldPassword', result.text);
      else setFailure(result.text);
    },
  });

  const form = useForm({
    initial: EMPTY,
    schema: changePasswordSchema,
    onSubmit: ({ oldPassword, newPassword }) => {
      setFailure(null);
      return change.mutateAsync({ password: oldPassword, new_password: newPassword });
    },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    setSuccess(null);
    change.reset();
    onClose();
  };
  // A forced reset can only be left once the password has changed; never while the call runs.
  const dismissible = (!forced || success !== null) && !form.submitting;

  return (
    <Modal
      open={open}
      onClose={dismissible ? close : undefined}
      title={CHANGE_PASSWORD_TITLE}
      closeLabel={dismissible ? CLOSE_LABEL : undefined}
      dismissOnBackdrop={dismissible}
      className="change-password"
    >
      {success !== null ? (
        <div className="change-password__done">
          <Notice tone="success">{success}</Notice>
          <Button block onClick={close}>
            {CLOSE_LABEL}
          </Button>
        </div>
      ) : (
        <form className="change-password__form" noValidate onSubmit={form.handleSubmit}>
          {/* The old password is sent as typed: it was set before the letters-and-digits rule. */}
          <PasswordField
            {...form.field('oldPassword')}
            label={OLD_PASSWORD_LABEL}
            autoComplete="current-password"
            disabled={form.submitting}
          />
          <PasswordField
            {...form.field('newPassword')}
            label={NEW_PASSWORD_LABEL}
            autoComplete="new-password"
            disabled={form.submitting}
            lettersAndDigitsOnly
          />
          <PasswordField
            {...form.field('confirm')}
            label={CONFIRM_NEW_PASSWORD_LABEL}
            autoComplete="new-password"
            disabled={form.submitting}
            lettersAndDigitsOnly
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <SubmitButton pending={form.submitting}>{CHANGE_PASSWORD_TITLE}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
