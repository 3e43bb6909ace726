import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { resetPlayerPasswordMutation, toApiError } from '@wallet/api';
import {
  CHANGE_PASSWORD_TITLE,
  CLOSE_LABEL,
  CONFIRM_NEW_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  OLD_PASSWORD_LABEL,
  changePasswordError,
  changePasswordResult,
  sanitizePassword,
  validateChangeConfirm,
  validateNewPassword,
  validateOldPassword,
  type ChangePasswordForm,
} from '@wallet/domain';
import { Modal, Notice, PasswordField, SubmitButton } from '@wallet/ui';
import { api } from '../../lib/api';
import './ChangePasswordModal.css';

type Field = keyof ChangePasswordForm;

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirm: '' };
const UNTOUCHED: Record<Field, boolean> = {
  oldPassword: false,
  newPassword: false,
  confirm: false,
};

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
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [submitted, setSubmitted] = useState(false);
  const [oldRejected, setOldRejected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const change = useMutation({
    ...resetPlayerPasswordMutation(api),
    onSuccess: (answer) => setSuccess(changePasswordResult(answer.message).text),
    onError: (error) => {
      const result = changePasswordError(toApiError(error));
      if (result.show === 'inline') setOldRejected(result.text);
      else setFailure(result.text);
    },
  });

  const errors: Record<Field, string | null> = {
    oldPassword: oldRejected ?? validateOldPassword(form.oldPassword),
    newPassword: validateNewPassword(form.newPassword),
    confirm: validateChangeConfirm(form.newPassword, form.confirm),
  };
  const shown = (field: Field) =>
    touched[field] || submitted || (field === 'oldPassword' && oldRejected) ? errors[field] : null;
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFailure(null);
    if (field === 'oldPassword') setOldRejected(null);
  };

  const close = () => {
    setForm(EMPTY);
    setTouched(UNTOUCHED);
    setSubmitted(false);
    setOldRejected(null);
    setFailure(null);
    setSuccess(null);
    change.reset();
    onClose();
  };
  // A forced reset can only be left once the password has changed; never while the call runs.
  const dismissible = (!forced || success !== null) && !change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (change.isPending || errors.oldPassword || errors.newPassword || errors.confirm) return;
    change.mutate({ password: form.oldPassword, new_password: form.newPassword });
  };

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
          <button type="button" className="ui-btn ui-btn--primary ui-btn--block" onClick={close}>
            {CLOSE_LABEL}
          </button>
        </div>
      ) : (
        <form className="change-password__form" noValidate onSubmit={submit}>
          <PasswordField
            label={OLD_PASSWORD_LABEL}
            autoComplete="current-password"
            value={form.oldPassword}
            onChange={(value) => edit('oldPassword', value)}
            onBlur={() => touch('oldPassword')}
            error={shown('oldPassword')}
            disabled={change.isPending}
          />
          <PasswordField
            label={NEW_PASSWORD_LABEL}
            autoComplete="new-password"
            value={form.newPassword}
            onChange={(value) => edit('newPassword', sanitizePassword(value))}
            onBlur={() => touch('newPassword')}
            error={shown('newPassword')}
            disabled={change.isPending}
          />
          <PasswordField
            label={CONFIRM_NEW_PASSWORD_LABEL}
            autoComplete="new-password"
            value={form.confirm}
            onChange={(value) => edit('confirm', sanitizePassword(value))}
            onBlur={() => touch('confirm')}
            error={shown('confirm')}
            disabled={change.isPending}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <SubmitButton pending={change.isPending}>{CHANGE_PASSWORD_TITLE}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
