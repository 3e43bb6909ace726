import type { InputHTMLAttributes } from 'react';
import { RefreshGlyph } from '../icons/Icons';
import { Field, type FieldChromeProps } from '../field/Field';
import './CaptchaField.css';

export type CaptchaFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    onChange: (value: string) => void;
    /** The captcha picture (a data: URL or address from the shell). */
    imageSrc: string | null;
    /** Asks the shell for a new picture. */
    onRefresh: () => void;
    loading?: boolean;
  };

/** The image captcha: the picture, a new-picture control and the input. */
export function CaptchaField({
  label = 'Mã xác nhận',
  hint,
  error,
  className,
  value,
  onChange,
  id,
  imageSrc,
  onRefresh,
  loading = false,
  ...input
}: CaptchaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-captcha">
          <div className="ui-field__row">
            <input
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              {...input}
              {...ids.control}
              type="text"
              className="ui-field__input"
              value={value}
              // As typed: whether to trim is the form's rule (@wallet/domain), not the kit's.
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
          <div className="ui-captcha__picture" aria-busy={loading || undefined}>
            {imageSrc && !loading ? (
              <img src={imageSrc} alt="Ảnh mã xác nhận" width={110} height={44} />
            ) : (
              <span className="ui-spinner" role="status" aria-label="Đang tải mã xác nhận" />
            )}
          </div>
          <button
            type="button"
            className="ui-icon-btn"
            aria-label="Đổi mã xác nhận khác"
            disabled={loading}
            onClick={onRefresh}
          >
            <RefreshGlyph size={20} />
          </button>
        </div>
      )}
    </Field>
  );
}
